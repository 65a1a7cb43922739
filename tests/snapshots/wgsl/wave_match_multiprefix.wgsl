enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutM: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(2) var<storage, read_write> OutU: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> OutF: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var wave_match_13: vec4<u32>;
    var done_67: bool;
    var wave_match_15: vec4<u32>;
    var done_69: bool;
    var wave_match_17: vec4<u32>;
    var done_71: bool;
    var wave_match_19: vec4<u32>;
    var done_73: bool;
    var wave_match_21: vec4<u32>;
    var done_75: bool;
    var wave_match_23: vec4<u32>;
    var done_77: bool;
    var multi_prefix_56: i32;
    var done_80: bool;
    var multi_prefix_59: i32;
    var done_83: bool;
    var multi_prefix_61: i32;
    var done_85: bool;
    var multi_prefix_63: i32;
    var done_87: bool;
    var multi_prefix_65: i32;
    var done_89: bool;
    var multi_prefix_68: vec4<i32>;
    var done_92: bool;
    var multi_prefix_70: vec4<i32>;
    var done_94: bool;
    var multi_prefix_73: u32;
    var done_97: bool;
    var multi_prefix_76: u32;
    var done_100: bool;
    var multi_prefix_79: u32;
    var done_103: bool;
    var multi_prefix_81: u32;
    var done_105: bool;
    var multi_prefix_83: u32;
    var done_107: bool;
    var multi_prefix_85: u32;
    var done_109: bool;
    var multi_prefix_88: vec2<u32>;
    var done_112: bool;
    var multi_prefix_90: vec2<u32>;
    var done_114: bool;
    var multi_prefix_92: vec4<u32>;
    var done_116: bool;
    var multi_prefix_95: f32;
    var done_119: bool;
    var multi_prefix_98: f32;
    var done_122: bool;
    var multi_prefix_101: vec2<f32>;
    var done_125: bool;
    var multi_prefix_104: vec4<f32>;
    var done_128: bool;
    var multi_prefix_107: vec3<f32>;
    var done_131: bool;
    var wave_match: vec4<u32>;
    var done: bool;
    var wave_match_1: vec4<u32>;
    var done_1: bool;
    var wave_match_2: vec4<u32>;
    var done_2: bool;
    var wave_match_3: vec4<u32>;
    var done_3: bool;
    var wave_match_4: vec4<u32>;
    var done_4: bool;
    var wave_match_5: vec4<u32>;
    var done_5: bool;
    var wave_match_6: vec4<u32>;
    var done_6: bool;
    var wave_match_7: vec4<u32>;
    var done_7: bool;
    var wave_match_8: vec4<u32>;
    var done_8: bool;
    var wave_match_9: vec4<u32>;
    var done_9: bool;
    var wave_match_10: vec4<u32>;
    var done_10: bool;
    var wave_match_11: vec4<u32>;
    var done_11: bool;
    var multi_prefix: i32;
    var done_12: bool;
    var multi_prefix_1: i32;
    var done_13: bool;
    var multi_prefix_2: i32;
    var done_14: bool;
    var multi_prefix_3: i32;
    var done_15: bool;
    var multi_prefix_4: i32;
    var done_16: bool;
    var multi_prefix_5: i32;
    var done_17: bool;
    var multi_prefix_6: i32;
    var done_18: bool;
    var multi_prefix_7: i32;
    var done_19: bool;
    var multi_prefix_8: i32;
    var done_20: bool;
    var multi_prefix_9: i32;
    var done_21: bool;
    var multi_prefix_10: i32;
    var done_22: bool;
    var multi_prefix_11: i32;
    var done_23: bool;
    var multi_prefix_12: vec4<i32>;
    var done_24: bool;
    var multi_prefix_13: vec4<i32>;
    var done_25: bool;
    var multi_prefix_14: vec4<i32>;
    var done_26: bool;
    var multi_prefix_15: vec4<i32>;
    var done_27: bool;
    var multi_prefix_16: vec4<i32>;
    var done_28: bool;
    var multi_prefix_17: u32;
    var done_29: bool;
    var multi_prefix_18: u32;
    var done_30: bool;
    var multi_prefix_19: u32;
    var done_31: bool;
    var multi_prefix_20: u32;
    var done_32: bool;
    var multi_prefix_21: u32;
    var done_33: bool;
    var multi_prefix_22: u32;
    var done_34: bool;
    var multi_prefix_23: u32;
    var done_35: bool;
    var multi_prefix_24: u32;
    var done_36: bool;
    var multi_prefix_25: u32;
    var done_37: bool;
    var multi_prefix_26: u32;
    var done_38: bool;
    var multi_prefix_27: u32;
    var done_39: bool;
    var multi_prefix_28: u32;
    var done_40: bool;
    var multi_prefix_29: u32;
    var done_41: bool;
    var multi_prefix_30: u32;
    var done_42: bool;
    var multi_prefix_31: u32;
    var done_43: bool;
    var multi_prefix_32: vec2<u32>;
    var done_44: bool;
    var multi_prefix_33: vec2<u32>;
    var done_45: bool;
    var multi_prefix_34: vec2<u32>;
    var done_46: bool;
    var multi_prefix_35: vec2<u32>;
    var done_47: bool;
    var multi_prefix_36: vec2<u32>;
    var done_48: bool;
    var multi_prefix_37: vec4<u32>;
    var done_49: bool;
    var multi_prefix_38: vec4<u32>;
    var done_50: bool;
    var multi_prefix_39: f32;
    var done_51: bool;
    var multi_prefix_40: f32;
    var done_52: bool;
    var multi_prefix_41: f32;
    var done_53: bool;
    var multi_prefix_42: f32;
    var done_54: bool;
    var multi_prefix_43: f32;
    var done_55: bool;
    var multi_prefix_44: f32;
    var done_56: bool;
    var multi_prefix_45: vec2<f32>;
    var done_57: bool;
    var multi_prefix_46: vec2<f32>;
    var done_58: bool;
    var multi_prefix_47: vec2<f32>;
    var done_59: bool;
    var multi_prefix_48: vec4<f32>;
    var done_60: bool;
    var multi_prefix_49: vec4<f32>;
    var done_61: bool;
    var multi_prefix_50: vec4<f32>;
    var done_62: bool;
    var multi_prefix_51: vec3<f32>;
    var done_63: bool;
    var multi_prefix_52: vec3<f32>;
    var done_64: bool;
    var multi_prefix_53: vec3<f32>;
    var done_65: bool;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 3u;
    let v10 = i32(v6);
    let v11 = v10 - 1i;
    let v15 = f32(v6);
    let v16 = v15 * 0.5f;
    wave_match = vec4<u32>();
    done = false;
    loop {
        let wave_match_12 = wave_match;
        let done_66 = done;
        let v154 = !done_66;
        if v154 {
            let v155 = subgroupBroadcastFirst(v6);
            let v156 = v6 == v155;
            let v157 = subgroupBallot(v156);
            let v159 = select(wave_match_12, v157, v156);
            wave_match_1 = v159;
            done_1 = v156;
        } else {
            wave_match_1 = wave_match_12;
            done_1 = done_66;
        }
        wave_match_13 = wave_match_1;
        done_67 = done_1;
        continuing {
            let v163 = subgroupAll(done_67);
            wave_match = wave_match_13;
            done = done_67;
            break if v163;
        }
    }
    let v23 = gl_GlobalInvocationID.x;
    wave_match_2 = vec4<u32>();
    done_2 = false;
    loop {
        let wave_match_14 = wave_match_2;
        let done_68 = done_2;
        let v169 = !done_68;
        if v169 {
            let v170 = subgroupBroadcastFirst(v11);
            let v171 = v11 == v170;
            let v172 = subgroupBallot(v171);
            let v174 = select(wave_match_14, v172, v171);
            wave_match_3 = v174;
            done_3 = v171;
        } else {
            wave_match_3 = wave_match_14;
            done_3 = done_68;
        }
        wave_match_15 = wave_match_3;
        done_69 = done_3;
        continuing {
            let v178 = subgroupAll(done_69);
            wave_match_2 = wave_match_15;
            done_2 = done_69;
            break if v178;
        }
    }
    let v28 = wave_match_13 ^ wave_match_15;
    wave_match_4 = vec4<u32>();
    done_4 = false;
    loop {
        let wave_match_16 = wave_match_4;
        let done_70 = done_4;
        let v184 = !done_70;
        if v184 {
            let v185 = subgroupBroadcastFirst(v16);
            let v186 = bitcast<u32>(v16);
            let v187 = bitcast<u32>(v185);
            let v188 = v186 == v187;
            let v189 = subgroupBallot(v188);
            let v191 = select(wave_match_16, v189, v188);
            wave_match_5 = v191;
            done_5 = v188;
        } else {
            wave_match_5 = wave_match_16;
            done_5 = done_70;
        }
        wave_match_17 = wave_match_5;
        done_71 = done_5;
        continuing {
            let v195 = subgroupAll(done_71);
            wave_match_4 = wave_match_17;
            done_4 = done_71;
            break if v195;
        }
    }
    let v31 = v28 ^ wave_match_17;
    let v33 = vec2<u32>(v6, 1u);
    wave_match_6 = vec4<u32>();
    done_6 = false;
    loop {
        let wave_match_18 = wave_match_6;
        let done_72 = done_6;
        let v201 = !done_72;
        if v201 {
            let v202 = subgroupBroadcastFirst(v33);
            let v203 = v33 == v202;
            let v204 = all(v203);
            let v205 = subgroupBallot(v204);
            let v207 = select(wave_match_18, v205, v204);
            wave_match_7 = v207;
            done_7 = v204;
        } else {
            wave_match_7 = wave_match_18;
            done_7 = done_72;
        }
        wave_match_19 = wave_match_7;
        done_73 = done_7;
        continuing {
            let v211 = subgroupAll(done_73);
            wave_match_6 = wave_match_19;
            done_6 = done_73;
            break if v211;
        }
    }
    let v35 = v31 ^ wave_match_19;
    let v38 = vec3<i32>(v11, 2i, v11);
    wave_match_8 = vec4<u32>();
    done_8 = false;
    loop {
        let wave_match_20 = wave_match_8;
        let done_74 = done_8;
        let v217 = !done_74;
        if v217 {
            let v218 = subgroupBroadcastFirst(v38);
            let v219 = v38 == v218;
            let v220 = all(v219);
            let v221 = subgroupBallot(v220);
            let v223 = select(wave_match_20, v221, v220);
            wave_match_9 = v223;
            done_9 = v220;
        } else {
            wave_match_9 = wave_match_20;
            done_9 = done_74;
        }
        wave_match_21 = wave_match_9;
        done_75 = done_9;
        continuing {
            let v227 = subgroupAll(done_75);
            wave_match_8 = wave_match_21;
            done_8 = done_75;
            break if v227;
        }
    }
    let v40 = v35 ^ wave_match_21;
    let v43 = vec4<f32>(v16, v16, 0f, 1f);
    wave_match_10 = vec4<u32>();
    done_10 = false;
    loop {
        let wave_match_22 = wave_match_10;
        let done_76 = done_10;
        let v233 = !done_76;
        if v233 {
            let v234 = subgroupBroadcastFirst(v43);
            let v235 = bitcast<vec4<u32>>(v43);
            let v236 = bitcast<vec4<u32>>(v234);
            let v237 = v235 == v236;
            let v238 = all(v237);
            let v239 = subgroupBallot(v238);
            let v241 = select(wave_match_22, v239, v238);
            wave_match_11 = v241;
            done_11 = v238;
        } else {
            wave_match_11 = wave_match_22;
            done_11 = done_76;
        }
        wave_match_23 = wave_match_11;
        done_77 = done_11;
        continuing {
            let v245 = subgroupAll(done_77);
            wave_match_10 = wave_match_23;
            done_10 = done_77;
            break if v245;
        }
    }
    let v45 = v40 ^ wave_match_23;
    OutM[v23] = v45;
    let v48 = gl_GlobalInvocationID.x;
    let v248 = subgroupBallot(true);
    let v249 = wave_match_13 & v248;
    multi_prefix = i32();
    done_12 = false;
    loop {
        let multi_prefix_54 = multi_prefix;
        let done_78 = done_12;
        let v253 = !done_78;
        if v253 {
            let v254 = subgroupBroadcastFirst(v249);
            let v255 = v249 == v254;
            let v256 = all(v255);
            if v256 {
                let v257 = subgroupExclusiveAdd(v11);
                multi_prefix_1 = v257;
                done_13 = true;
            } else {
                multi_prefix_1 = multi_prefix_54;
                done_13 = done_78;
            }
            let multi_prefix_55 = multi_prefix_1;
            let done_79 = done_13;
            multi_prefix_2 = multi_prefix_55;
            done_14 = done_79;
        } else {
            multi_prefix_2 = multi_prefix_54;
            done_14 = done_78;
        }
        multi_prefix_56 = multi_prefix_2;
        done_80 = done_14;
        continuing {
            let v261 = subgroupAll(done_80);
            multi_prefix = multi_prefix_56;
            done_12 = done_80;
            break if v261;
        }
    }
    let v264 = subgroupBallot(true);
    let v265 = wave_match_13 & v264;
    multi_prefix_3 = i32();
    done_15 = false;
    loop {
        let multi_prefix_57 = multi_prefix_3;
        let done_81 = done_15;
        let v269 = !done_81;
        if v269 {
            let v270 = subgroupBroadcastFirst(v265);
            let v271 = v265 == v270;
            let v272 = all(v271);
            if v272 {
                let v273 = subgroupExclusiveMul(v11);
                multi_prefix_4 = v273;
                done_16 = true;
            } else {
                multi_prefix_4 = multi_prefix_57;
                done_16 = done_81;
            }
            let multi_prefix_58 = multi_prefix_4;
            let done_82 = done_16;
            multi_prefix_5 = multi_prefix_58;
            done_17 = done_82;
        } else {
            multi_prefix_5 = multi_prefix_57;
            done_17 = done_81;
        }
        multi_prefix_59 = multi_prefix_5;
        done_83 = done_17;
        continuing {
            let v277 = subgroupAll(done_83);
            multi_prefix_3 = multi_prefix_59;
            done_15 = done_83;
            break if v277;
        }
    }
    multi_prefix_6 = -1i;
    done_18 = false;
    loop {
        let multi_prefix_60 = multi_prefix_6;
        let done_84 = done_18;
        let v284 = !done_84;
        if v284 {
            let v285 = subgroupElect();
            let v286 = subgroupBallot(v285);
            let v287 = subgroupBroadcastFirst(v11);
            let v288 = v286 & wave_match_13;
            let v289 = v288 != vec4<u32>();
            let v290 = any(v289);
            let v291 = !v285;
            let v292 = v290 & v291;
            let v294 = multi_prefix_60 & v287;
            let v295 = select(multi_prefix_60, v294, v292);
            multi_prefix_7 = v295;
            done_19 = v285;
        } else {
            multi_prefix_7 = multi_prefix_60;
            done_19 = done_84;
        }
        multi_prefix_61 = multi_prefix_7;
        done_85 = done_19;
        continuing {
            let v299 = subgroupAll(done_85);
            multi_prefix_6 = multi_prefix_61;
            done_18 = done_85;
            break if v299;
        }
    }
    multi_prefix_8 = 0i;
    done_20 = false;
    loop {
        let multi_prefix_62 = multi_prefix_8;
        let done_86 = done_20;
        let v306 = !done_86;
        if v306 {
            let v307 = subgroupElect();
            let v308 = subgroupBallot(v307);
            let v309 = subgroupBroadcastFirst(v11);
            let v310 = v308 & wave_match_13;
            let v311 = v310 != vec4<u32>();
            let v312 = any(v311);
            let v313 = !v307;
            let v314 = v312 & v313;
            let v316 = multi_prefix_62 | v309;
            let v317 = select(multi_prefix_62, v316, v314);
            multi_prefix_9 = v317;
            done_21 = v307;
        } else {
            multi_prefix_9 = multi_prefix_62;
            done_21 = done_86;
        }
        multi_prefix_63 = multi_prefix_9;
        done_87 = done_21;
        continuing {
            let v321 = subgroupAll(done_87);
            multi_prefix_8 = multi_prefix_63;
            done_20 = done_87;
            break if v321;
        }
    }
    multi_prefix_10 = 0i;
    done_22 = false;
    loop {
        let multi_prefix_64 = multi_prefix_10;
        let done_88 = done_22;
        let v328 = !done_88;
        if v328 {
            let v329 = subgroupElect();
            let v330 = subgroupBallot(v329);
            let v331 = subgroupBroadcastFirst(v11);
            let v332 = v330 & wave_match_13;
            let v333 = v332 != vec4<u32>();
            let v334 = any(v333);
            let v335 = !v329;
            let v336 = v334 & v335;
            let v338 = multi_prefix_64 ^ v331;
            let v339 = select(multi_prefix_64, v338, v336);
            multi_prefix_11 = v339;
            done_23 = v329;
        } else {
            multi_prefix_11 = multi_prefix_64;
            done_23 = done_88;
        }
        multi_prefix_65 = multi_prefix_11;
        done_89 = done_23;
        continuing {
            let v343 = subgroupAll(done_89);
            multi_prefix_10 = multi_prefix_65;
            done_22 = done_89;
            break if v343;
        }
    }
    let v65 = multi_prefix_63 ^ multi_prefix_65;
    let v66 = vec4<i32>(multi_prefix_56, multi_prefix_59, multi_prefix_61, v65);
    let v69 = vec4<i32>(v11, v11, 1i, 2i);
    let v346 = subgroupBallot(true);
    let v347 = wave_match_13 & v346;
    multi_prefix_12 = vec4<i32>();
    done_24 = false;
    loop {
        let multi_prefix_66 = multi_prefix_12;
        let done_90 = done_24;
        let v351 = !done_90;
        if v351 {
            let v352 = subgroupBroadcastFirst(v347);
            let v353 = v347 == v352;
            let v354 = all(v353);
            if v354 {
                let v355 = subgroupExclusiveAdd(v69);
                multi_prefix_13 = v355;
                done_25 = true;
            } else {
                multi_prefix_13 = multi_prefix_66;
                done_25 = done_90;
            }
            let multi_prefix_67 = multi_prefix_13;
            let done_91 = done_25;
            multi_prefix_14 = multi_prefix_67;
            done_26 = done_91;
        } else {
            multi_prefix_14 = multi_prefix_66;
            done_26 = done_90;
        }
        multi_prefix_68 = multi_prefix_14;
        done_92 = done_26;
        continuing {
            let v359 = subgroupAll(done_92);
            multi_prefix_12 = multi_prefix_68;
            done_24 = done_92;
            break if v359;
        }
    }
    let v72 = v66 + multi_prefix_68;
    let v74 = vec4<i32>(v11, 1i, 2i, 3i);
    multi_prefix_15 = vec4<i32>();
    done_27 = false;
    loop {
        let multi_prefix_69 = multi_prefix_15;
        let done_93 = done_27;
        let v366 = !done_93;
        if v366 {
            let v367 = subgroupElect();
            let v368 = subgroupBallot(v367);
            let v369 = subgroupBroadcastFirst(v74);
            let v370 = v368 & wave_match_13;
            let v371 = v370 != vec4<u32>();
            let v372 = any(v371);
            let v373 = !v367;
            let v374 = v372 & v373;
            let v376 = multi_prefix_69 ^ v369;
            let v377 = select(multi_prefix_69, v376, v374);
            multi_prefix_16 = v377;
            done_28 = v367;
        } else {
            multi_prefix_16 = multi_prefix_69;
            done_28 = done_93;
        }
        multi_prefix_70 = multi_prefix_16;
        done_94 = done_28;
        continuing {
            let v381 = subgroupAll(done_94);
            multi_prefix_15 = multi_prefix_70;
            done_27 = done_94;
            break if v381;
        }
    }
    let v77 = v72 + multi_prefix_70;
    OutI[v48] = v77;
    let v80 = gl_GlobalInvocationID.x;
    let v384 = subgroupBallot(true);
    let v385 = wave_match_13 & v384;
    multi_prefix_17 = u32();
    done_29 = false;
    loop {
        let multi_prefix_71 = multi_prefix_17;
        let done_95 = done_29;
        let v389 = !done_95;
        if v389 {
            let v390 = subgroupBroadcastFirst(v385);
            let v391 = v385 == v390;
            let v392 = all(v391);
            if v392 {
                let v393 = subgroupExclusiveAdd(v6);
                multi_prefix_18 = v393;
                done_30 = true;
            } else {
                multi_prefix_18 = multi_prefix_71;
                done_30 = done_95;
            }
            let multi_prefix_72 = multi_prefix_18;
            let done_96 = done_30;
            multi_prefix_19 = multi_prefix_72;
            done_31 = done_96;
        } else {
            multi_prefix_19 = multi_prefix_71;
            done_31 = done_95;
        }
        multi_prefix_73 = multi_prefix_19;
        done_97 = done_31;
        continuing {
            let v397 = subgroupAll(done_97);
            multi_prefix_17 = multi_prefix_73;
            done_29 = done_97;
            break if v397;
        }
    }
    let v400 = subgroupBallot(true);
    let v401 = wave_match_13 & v400;
    multi_prefix_20 = u32();
    done_32 = false;
    loop {
        let multi_prefix_74 = multi_prefix_20;
        let done_98 = done_32;
        let v405 = !done_98;
        if v405 {
            let v406 = subgroupBroadcastFirst(v401);
            let v407 = v401 == v406;
            let v408 = all(v407);
            if v408 {
                let v409 = subgroupExclusiveMul(v6);
                multi_prefix_21 = v409;
                done_33 = true;
            } else {
                multi_prefix_21 = multi_prefix_74;
                done_33 = done_98;
            }
            let multi_prefix_75 = multi_prefix_21;
            let done_99 = done_33;
            multi_prefix_22 = multi_prefix_75;
            done_34 = done_99;
        } else {
            multi_prefix_22 = multi_prefix_74;
            done_34 = done_98;
        }
        multi_prefix_76 = multi_prefix_22;
        done_100 = done_34;
        continuing {
            let v413 = subgroupAll(done_100);
            multi_prefix_20 = multi_prefix_76;
            done_32 = done_100;
            break if v413;
        }
    }
    let v89 = v6 == 1u;
    let v416 = subgroupBallot(true);
    let v417 = wave_match_13 & v416;
    multi_prefix_23 = u32();
    done_35 = false;
    loop {
        let multi_prefix_77 = multi_prefix_23;
        let done_101 = done_35;
        let v421 = !done_101;
        if v421 {
            let v422 = subgroupBroadcastFirst(v417);
            let v423 = v417 == v422;
            let v424 = all(v423);
            if v424 {
                let v425 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v89));
                multi_prefix_24 = v425;
                done_36 = true;
            } else {
                multi_prefix_24 = multi_prefix_77;
                done_36 = done_101;
            }
            let multi_prefix_78 = multi_prefix_24;
            let done_102 = done_36;
            multi_prefix_25 = multi_prefix_78;
            done_37 = done_102;
        } else {
            multi_prefix_25 = multi_prefix_77;
            done_37 = done_101;
        }
        multi_prefix_79 = multi_prefix_25;
        done_103 = done_37;
        continuing {
            let v429 = subgroupAll(done_103);
            multi_prefix_23 = multi_prefix_79;
            done_35 = done_103;
            break if v429;
        }
    }
    multi_prefix_26 = 4294967295u;
    done_38 = false;
    loop {
        let multi_prefix_80 = multi_prefix_26;
        let done_104 = done_38;
        let v436 = !done_104;
        if v436 {
            let v437 = subgroupElect();
            let v438 = subgroupBallot(v437);
            let v439 = subgroupBroadcastFirst(v6);
            let v440 = v438 & wave_match_13;
            let v441 = v440 != vec4<u32>();
            let v442 = any(v441);
            let v443 = !v437;
            let v444 = v442 & v443;
            let v446 = multi_prefix_80 & v439;
            let v447 = select(multi_prefix_80, v446, v444);
            multi_prefix_27 = v447;
            done_39 = v437;
        } else {
            multi_prefix_27 = multi_prefix_80;
            done_39 = done_104;
        }
        multi_prefix_81 = multi_prefix_27;
        done_105 = done_39;
        continuing {
            let v451 = subgroupAll(done_105);
            multi_prefix_26 = multi_prefix_81;
            done_38 = done_105;
            break if v451;
        }
    }
    multi_prefix_28 = 0u;
    done_40 = false;
    loop {
        let multi_prefix_82 = multi_prefix_28;
        let done_106 = done_40;
        let v458 = !done_106;
        if v458 {
            let v459 = subgroupElect();
            let v460 = subgroupBallot(v459);
            let v461 = subgroupBroadcastFirst(v6);
            let v462 = v460 & wave_match_13;
            let v463 = v462 != vec4<u32>();
            let v464 = any(v463);
            let v465 = !v459;
            let v466 = v464 & v465;
            let v468 = multi_prefix_82 | v461;
            let v469 = select(multi_prefix_82, v468, v466);
            multi_prefix_29 = v469;
            done_41 = v459;
        } else {
            multi_prefix_29 = multi_prefix_82;
            done_41 = done_106;
        }
        multi_prefix_83 = multi_prefix_29;
        done_107 = done_41;
        continuing {
            let v473 = subgroupAll(done_107);
            multi_prefix_28 = multi_prefix_83;
            done_40 = done_107;
            break if v473;
        }
    }
    let v98 = multi_prefix_81 | multi_prefix_83;
    multi_prefix_30 = 0u;
    done_42 = false;
    loop {
        let multi_prefix_84 = multi_prefix_30;
        let done_108 = done_42;
        let v480 = !done_108;
        if v480 {
            let v481 = subgroupElect();
            let v482 = subgroupBallot(v481);
            let v483 = subgroupBroadcastFirst(v6);
            let v484 = v482 & wave_match_13;
            let v485 = v484 != vec4<u32>();
            let v486 = any(v485);
            let v487 = !v481;
            let v488 = v486 & v487;
            let v490 = multi_prefix_84 ^ v483;
            let v491 = select(multi_prefix_84, v490, v488);
            multi_prefix_31 = v491;
            done_43 = v481;
        } else {
            multi_prefix_31 = multi_prefix_84;
            done_43 = done_108;
        }
        multi_prefix_85 = multi_prefix_31;
        done_109 = done_43;
        continuing {
            let v495 = subgroupAll(done_109);
            multi_prefix_30 = multi_prefix_85;
            done_42 = done_109;
            break if v495;
        }
    }
    let v102 = v98 | multi_prefix_85;
    let v103 = vec4<u32>(multi_prefix_73, multi_prefix_76, multi_prefix_79, v102);
    let v105 = vec2<u32>(v6, 2u);
    let v498 = subgroupBallot(true);
    let v499 = wave_match_13 & v498;
    multi_prefix_32 = vec2<u32>();
    done_44 = false;
    loop {
        let multi_prefix_86 = multi_prefix_32;
        let done_110 = done_44;
        let v503 = !done_110;
        if v503 {
            let v504 = subgroupBroadcastFirst(v499);
            let v505 = v499 == v504;
            let v506 = all(v505);
            if v506 {
                let v507 = subgroupExclusiveMul(v105);
                multi_prefix_33 = v507;
                done_45 = true;
            } else {
                multi_prefix_33 = multi_prefix_86;
                done_45 = done_110;
            }
            let multi_prefix_87 = multi_prefix_33;
            let done_111 = done_45;
            multi_prefix_34 = multi_prefix_87;
            done_46 = done_111;
        } else {
            multi_prefix_34 = multi_prefix_86;
            done_46 = done_110;
        }
        multi_prefix_88 = multi_prefix_34;
        done_112 = done_46;
        continuing {
            let v511 = subgroupAll(done_112);
            multi_prefix_32 = multi_prefix_88;
            done_44 = done_112;
            break if v511;
        }
    }
    let v109 = vec2<u32>(v6, 7u);
    multi_prefix_35 = vec2<u32>(4294967295u);
    done_47 = false;
    loop {
        let multi_prefix_89 = multi_prefix_35;
        let done_113 = done_47;
        let v518 = !done_113;
        if v518 {
            let v519 = subgroupElect();
            let v520 = subgroupBallot(v519);
            let v521 = subgroupBroadcastFirst(v109);
            let v522 = v520 & wave_match_13;
            let v523 = v522 != vec4<u32>();
            let v524 = any(v523);
            let v525 = !v519;
            let v526 = v524 & v525;
            let v528 = multi_prefix_89 & v521;
            let v529 = select(multi_prefix_89, v528, v526);
            multi_prefix_36 = v529;
            done_48 = v519;
        } else {
            multi_prefix_36 = multi_prefix_89;
            done_48 = done_113;
        }
        multi_prefix_90 = multi_prefix_36;
        done_114 = done_48;
        continuing {
            let v533 = subgroupAll(done_114);
            multi_prefix_35 = multi_prefix_90;
            done_47 = done_114;
            break if v533;
        }
    }
    let v112 = vec4<u32>(multi_prefix_88, multi_prefix_90);
    let v113 = v103 + v112;
    let v115 = vec4<u32>(v6, 1u, 2u, 3u);
    multi_prefix_37 = vec4<u32>();
    done_49 = false;
    loop {
        let multi_prefix_91 = multi_prefix_37;
        let done_115 = done_49;
        let v540 = !done_115;
        if v540 {
            let v541 = subgroupElect();
            let v542 = subgroupBallot(v541);
            let v543 = subgroupBroadcastFirst(v115);
            let v544 = v542 & wave_match_13;
            let v545 = v544 != vec4<u32>();
            let v546 = any(v545);
            let v547 = !v541;
            let v548 = v546 & v547;
            let v550 = multi_prefix_91 | v543;
            let v551 = select(multi_prefix_91, v550, v548);
            multi_prefix_38 = v551;
            done_50 = v541;
        } else {
            multi_prefix_38 = multi_prefix_91;
            done_50 = done_115;
        }
        multi_prefix_92 = multi_prefix_38;
        done_116 = done_50;
        continuing {
            let v555 = subgroupAll(done_116);
            multi_prefix_37 = multi_prefix_92;
            done_49 = done_116;
            break if v555;
        }
    }
    let v118 = v113 + multi_prefix_92;
    OutU[v80] = v118;
    let v121 = gl_GlobalInvocationID.x;
    let v558 = subgroupBallot(true);
    let v559 = wave_match_13 & v558;
    multi_prefix_39 = f32();
    done_51 = false;
    loop {
        let multi_prefix_93 = multi_prefix_39;
        let done_117 = done_51;
        let v563 = !done_117;
        if v563 {
            let v564 = subgroupBroadcastFirst(v559);
            let v565 = v559 == v564;
            let v566 = all(v565);
            if v566 {
                let v567 = subgroupExclusiveAdd(v16);
                multi_prefix_40 = v567;
                done_52 = true;
            } else {
                multi_prefix_40 = multi_prefix_93;
                done_52 = done_117;
            }
            let multi_prefix_94 = multi_prefix_40;
            let done_118 = done_52;
            multi_prefix_41 = multi_prefix_94;
            done_53 = done_118;
        } else {
            multi_prefix_41 = multi_prefix_93;
            done_53 = done_117;
        }
        multi_prefix_95 = multi_prefix_41;
        done_119 = done_53;
        continuing {
            let v571 = subgroupAll(done_119);
            multi_prefix_39 = multi_prefix_95;
            done_51 = done_119;
            break if v571;
        }
    }
    let v574 = subgroupBallot(true);
    let v575 = wave_match_13 & v574;
    multi_prefix_42 = f32();
    done_54 = false;
    loop {
        let multi_prefix_96 = multi_prefix_42;
        let done_120 = done_54;
        let v579 = !done_120;
        if v579 {
            let v580 = subgroupBroadcastFirst(v575);
            let v581 = v575 == v580;
            let v582 = all(v581);
            if v582 {
                let v583 = subgroupExclusiveMul(v16);
                multi_prefix_43 = v583;
                done_55 = true;
            } else {
                multi_prefix_43 = multi_prefix_96;
                done_55 = done_120;
            }
            let multi_prefix_97 = multi_prefix_43;
            let done_121 = done_55;
            multi_prefix_44 = multi_prefix_97;
            done_56 = done_121;
        } else {
            multi_prefix_44 = multi_prefix_96;
            done_56 = done_120;
        }
        multi_prefix_98 = multi_prefix_44;
        done_122 = done_56;
        continuing {
            let v587 = subgroupAll(done_122);
            multi_prefix_42 = multi_prefix_98;
            done_54 = done_122;
            break if v587;
        }
    }
    let v130 = vec2<f32>(v16, 1f);
    let v590 = subgroupBallot(true);
    let v591 = wave_match_13 & v590;
    multi_prefix_45 = vec2<f32>();
    done_57 = false;
    loop {
        let multi_prefix_99 = multi_prefix_45;
        let done_123 = done_57;
        let v595 = !done_123;
        if v595 {
            let v596 = subgroupBroadcastFirst(v591);
            let v597 = v591 == v596;
            let v598 = all(v597);
            if v598 {
                let v599 = subgroupExclusiveAdd(v130);
                multi_prefix_46 = v599;
                done_58 = true;
            } else {
                multi_prefix_46 = multi_prefix_99;
                done_58 = done_123;
            }
            let multi_prefix_100 = multi_prefix_46;
            let done_124 = done_58;
            multi_prefix_47 = multi_prefix_100;
            done_59 = done_124;
        } else {
            multi_prefix_47 = multi_prefix_99;
            done_59 = done_123;
        }
        multi_prefix_101 = multi_prefix_47;
        done_125 = done_59;
        continuing {
            let v603 = subgroupAll(done_125);
            multi_prefix_45 = multi_prefix_101;
            done_57 = done_125;
            break if v603;
        }
    }
    let v133 = vec4<f32>(multi_prefix_95, multi_prefix_98, multi_prefix_101);
    let v136 = vec4<f32>(v16, 2f, 3f, v16);
    let v606 = subgroupBallot(true);
    let v607 = wave_match_13 & v606;
    multi_prefix_48 = vec4<f32>();
    done_60 = false;
    loop {
        let multi_prefix_102 = multi_prefix_48;
        let done_126 = done_60;
        let v611 = !done_126;
        if v611 {
            let v612 = subgroupBroadcastFirst(v607);
            let v613 = v607 == v612;
            let v614 = all(v613);
            if v614 {
                let v615 = subgroupExclusiveMul(v136);
                multi_prefix_49 = v615;
                done_61 = true;
            } else {
                multi_prefix_49 = multi_prefix_102;
                done_61 = done_126;
            }
            let multi_prefix_103 = multi_prefix_49;
            let done_127 = done_61;
            multi_prefix_50 = multi_prefix_103;
            done_62 = done_127;
        } else {
            multi_prefix_50 = multi_prefix_102;
            done_62 = done_126;
        }
        multi_prefix_104 = multi_prefix_50;
        done_128 = done_62;
        continuing {
            let v619 = subgroupAll(done_128);
            multi_prefix_48 = multi_prefix_104;
            done_60 = done_128;
            break if v619;
        }
    }
    let v139 = v133 + multi_prefix_104;
    let v143 = vec3<f32>(v16, v16, v16);
    let v622 = subgroupBallot(true);
    let v623 = wave_match_13 & v622;
    multi_prefix_51 = vec3<f32>();
    done_63 = false;
    loop {
        let multi_prefix_105 = multi_prefix_51;
        let done_129 = done_63;
        let v627 = !done_129;
        if v627 {
            let v628 = subgroupBroadcastFirst(v623);
            let v629 = v623 == v628;
            let v630 = all(v629);
            if v630 {
                let v631 = subgroupExclusiveAdd(v143);
                multi_prefix_52 = v631;
                done_64 = true;
            } else {
                multi_prefix_52 = multi_prefix_105;
                done_64 = done_129;
            }
            let multi_prefix_106 = multi_prefix_52;
            let done_130 = done_64;
            multi_prefix_53 = multi_prefix_106;
            done_65 = done_130;
        } else {
            multi_prefix_53 = multi_prefix_105;
            done_65 = done_129;
        }
        multi_prefix_107 = multi_prefix_53;
        done_131 = done_65;
        continuing {
            let v635 = subgroupAll(done_131);
            multi_prefix_51 = multi_prefix_107;
            done_63 = done_131;
            break if v635;
        }
    }
    let v146 = multi_prefix_107.xyzz;
    let v147 = v139 + v146;
    OutF[v121] = v147;
    return;
}
