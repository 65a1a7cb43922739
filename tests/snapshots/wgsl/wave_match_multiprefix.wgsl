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
    let v181 = bitcast<u32>(v16);
    wave_match_4 = vec4<u32>();
    done_4 = false;
    loop {
        let wave_match_16 = wave_match_4;
        let done_70 = done_4;
        let v185 = !done_70;
        if v185 {
            let v186 = subgroupBroadcastFirst(v181);
            let v187 = v181 == v186;
            let v188 = subgroupBallot(v187);
            let v190 = select(wave_match_16, v188, v187);
            wave_match_5 = v190;
            done_5 = v187;
        } else {
            wave_match_5 = wave_match_16;
            done_5 = done_70;
        }
        wave_match_17 = wave_match_5;
        done_71 = done_5;
        continuing {
            let v194 = subgroupAll(done_71);
            wave_match_4 = wave_match_17;
            done_4 = done_71;
            break if v194;
        }
    }
    let v31 = v28 ^ wave_match_17;
    let v33 = vec2<u32>(v6, 1u);
    wave_match_6 = vec4<u32>();
    done_6 = false;
    loop {
        let wave_match_18 = wave_match_6;
        let done_72 = done_6;
        let v200 = !done_72;
        if v200 {
            let v201 = subgroupBroadcastFirst(v33);
            let v202 = v33 == v201;
            let v203 = all(v202);
            let v204 = subgroupBallot(v203);
            let v206 = select(wave_match_18, v204, v203);
            wave_match_7 = v206;
            done_7 = v203;
        } else {
            wave_match_7 = wave_match_18;
            done_7 = done_72;
        }
        wave_match_19 = wave_match_7;
        done_73 = done_7;
        continuing {
            let v210 = subgroupAll(done_73);
            wave_match_6 = wave_match_19;
            done_6 = done_73;
            break if v210;
        }
    }
    let v35 = v31 ^ wave_match_19;
    let v38 = vec3<i32>(v11, 2i, v11);
    wave_match_8 = vec4<u32>();
    done_8 = false;
    loop {
        let wave_match_20 = wave_match_8;
        let done_74 = done_8;
        let v216 = !done_74;
        if v216 {
            let v217 = subgroupBroadcastFirst(v38);
            let v218 = v38 == v217;
            let v219 = all(v218);
            let v220 = subgroupBallot(v219);
            let v222 = select(wave_match_20, v220, v219);
            wave_match_9 = v222;
            done_9 = v219;
        } else {
            wave_match_9 = wave_match_20;
            done_9 = done_74;
        }
        wave_match_21 = wave_match_9;
        done_75 = done_9;
        continuing {
            let v226 = subgroupAll(done_75);
            wave_match_8 = wave_match_21;
            done_8 = done_75;
            break if v226;
        }
    }
    let v40 = v35 ^ wave_match_21;
    let v43 = vec4<f32>(v16, v16, 0f, 1f);
    let v229 = bitcast<vec4<u32>>(v43);
    wave_match_10 = vec4<u32>();
    done_10 = false;
    loop {
        let wave_match_22 = wave_match_10;
        let done_76 = done_10;
        let v233 = !done_76;
        if v233 {
            let v234 = subgroupBroadcastFirst(v229);
            let v235 = v229 == v234;
            let v236 = all(v235);
            let v237 = subgroupBallot(v236);
            let v239 = select(wave_match_22, v237, v236);
            wave_match_11 = v239;
            done_11 = v236;
        } else {
            wave_match_11 = wave_match_22;
            done_11 = done_76;
        }
        wave_match_23 = wave_match_11;
        done_77 = done_11;
        continuing {
            let v243 = subgroupAll(done_77);
            wave_match_10 = wave_match_23;
            done_10 = done_77;
            break if v243;
        }
    }
    let v45 = v40 ^ wave_match_23;
    OutM[v23] = v45;
    let v48 = gl_GlobalInvocationID.x;
    let v246 = subgroupBallot(true);
    let v247 = wave_match_13 & v246;
    multi_prefix = i32();
    done_12 = false;
    loop {
        let multi_prefix_54 = multi_prefix;
        let done_78 = done_12;
        let v251 = !done_78;
        if v251 {
            let v252 = subgroupBroadcastFirst(v247);
            let v253 = v247 == v252;
            let v254 = all(v253);
            if v254 {
                let v255 = subgroupExclusiveAdd(v11);
                multi_prefix_1 = v255;
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
            let v259 = subgroupAll(done_80);
            multi_prefix = multi_prefix_56;
            done_12 = done_80;
            break if v259;
        }
    }
    let v262 = subgroupBallot(true);
    let v263 = wave_match_13 & v262;
    multi_prefix_3 = i32();
    done_15 = false;
    loop {
        let multi_prefix_57 = multi_prefix_3;
        let done_81 = done_15;
        let v267 = !done_81;
        if v267 {
            let v268 = subgroupBroadcastFirst(v263);
            let v269 = v263 == v268;
            let v270 = all(v269);
            if v270 {
                let v271 = subgroupExclusiveMul(v11);
                multi_prefix_4 = v271;
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
            let v275 = subgroupAll(done_83);
            multi_prefix_3 = multi_prefix_59;
            done_15 = done_83;
            break if v275;
        }
    }
    multi_prefix_6 = -1i;
    done_18 = false;
    loop {
        let multi_prefix_60 = multi_prefix_6;
        let done_84 = done_18;
        let v282 = !done_84;
        if v282 {
            let v283 = subgroupElect();
            let v284 = subgroupBallot(v283);
            let v285 = subgroupBroadcastFirst(v11);
            let v286 = v284 & wave_match_13;
            let v287 = v286 != vec4<u32>();
            let v288 = any(v287);
            let v289 = !v283;
            let v290 = v288 & v289;
            let v292 = multi_prefix_60 & v285;
            let v293 = select(multi_prefix_60, v292, v290);
            multi_prefix_7 = v293;
            done_19 = v283;
        } else {
            multi_prefix_7 = multi_prefix_60;
            done_19 = done_84;
        }
        multi_prefix_61 = multi_prefix_7;
        done_85 = done_19;
        continuing {
            let v297 = subgroupAll(done_85);
            multi_prefix_6 = multi_prefix_61;
            done_18 = done_85;
            break if v297;
        }
    }
    multi_prefix_8 = 0i;
    done_20 = false;
    loop {
        let multi_prefix_62 = multi_prefix_8;
        let done_86 = done_20;
        let v304 = !done_86;
        if v304 {
            let v305 = subgroupElect();
            let v306 = subgroupBallot(v305);
            let v307 = subgroupBroadcastFirst(v11);
            let v308 = v306 & wave_match_13;
            let v309 = v308 != vec4<u32>();
            let v310 = any(v309);
            let v311 = !v305;
            let v312 = v310 & v311;
            let v314 = multi_prefix_62 | v307;
            let v315 = select(multi_prefix_62, v314, v312);
            multi_prefix_9 = v315;
            done_21 = v305;
        } else {
            multi_prefix_9 = multi_prefix_62;
            done_21 = done_86;
        }
        multi_prefix_63 = multi_prefix_9;
        done_87 = done_21;
        continuing {
            let v319 = subgroupAll(done_87);
            multi_prefix_8 = multi_prefix_63;
            done_20 = done_87;
            break if v319;
        }
    }
    multi_prefix_10 = 0i;
    done_22 = false;
    loop {
        let multi_prefix_64 = multi_prefix_10;
        let done_88 = done_22;
        let v326 = !done_88;
        if v326 {
            let v327 = subgroupElect();
            let v328 = subgroupBallot(v327);
            let v329 = subgroupBroadcastFirst(v11);
            let v330 = v328 & wave_match_13;
            let v331 = v330 != vec4<u32>();
            let v332 = any(v331);
            let v333 = !v327;
            let v334 = v332 & v333;
            let v336 = multi_prefix_64 ^ v329;
            let v337 = select(multi_prefix_64, v336, v334);
            multi_prefix_11 = v337;
            done_23 = v327;
        } else {
            multi_prefix_11 = multi_prefix_64;
            done_23 = done_88;
        }
        multi_prefix_65 = multi_prefix_11;
        done_89 = done_23;
        continuing {
            let v341 = subgroupAll(done_89);
            multi_prefix_10 = multi_prefix_65;
            done_22 = done_89;
            break if v341;
        }
    }
    let v65 = multi_prefix_63 ^ multi_prefix_65;
    let v66 = vec4<i32>(multi_prefix_56, multi_prefix_59, multi_prefix_61, v65);
    let v69 = vec4<i32>(v11, v11, 1i, 2i);
    let v344 = subgroupBallot(true);
    let v345 = wave_match_13 & v344;
    multi_prefix_12 = vec4<i32>();
    done_24 = false;
    loop {
        let multi_prefix_66 = multi_prefix_12;
        let done_90 = done_24;
        let v349 = !done_90;
        if v349 {
            let v350 = subgroupBroadcastFirst(v345);
            let v351 = v345 == v350;
            let v352 = all(v351);
            if v352 {
                let v353 = subgroupExclusiveAdd(v69);
                multi_prefix_13 = v353;
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
            let v357 = subgroupAll(done_92);
            multi_prefix_12 = multi_prefix_68;
            done_24 = done_92;
            break if v357;
        }
    }
    let v72 = v66 + multi_prefix_68;
    let v74 = vec4<i32>(v11, 1i, 2i, 3i);
    multi_prefix_15 = vec4<i32>();
    done_27 = false;
    loop {
        let multi_prefix_69 = multi_prefix_15;
        let done_93 = done_27;
        let v364 = !done_93;
        if v364 {
            let v365 = subgroupElect();
            let v366 = subgroupBallot(v365);
            let v367 = subgroupBroadcastFirst(v74);
            let v368 = v366 & wave_match_13;
            let v369 = v368 != vec4<u32>();
            let v370 = any(v369);
            let v371 = !v365;
            let v372 = v370 & v371;
            let v374 = multi_prefix_69 ^ v367;
            let v375 = select(multi_prefix_69, v374, v372);
            multi_prefix_16 = v375;
            done_28 = v365;
        } else {
            multi_prefix_16 = multi_prefix_69;
            done_28 = done_93;
        }
        multi_prefix_70 = multi_prefix_16;
        done_94 = done_28;
        continuing {
            let v379 = subgroupAll(done_94);
            multi_prefix_15 = multi_prefix_70;
            done_27 = done_94;
            break if v379;
        }
    }
    let v77 = v72 + multi_prefix_70;
    OutI[v48] = v77;
    let v80 = gl_GlobalInvocationID.x;
    let v382 = subgroupBallot(true);
    let v383 = wave_match_13 & v382;
    multi_prefix_17 = u32();
    done_29 = false;
    loop {
        let multi_prefix_71 = multi_prefix_17;
        let done_95 = done_29;
        let v387 = !done_95;
        if v387 {
            let v388 = subgroupBroadcastFirst(v383);
            let v389 = v383 == v388;
            let v390 = all(v389);
            if v390 {
                let v391 = subgroupExclusiveAdd(v6);
                multi_prefix_18 = v391;
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
            let v395 = subgroupAll(done_97);
            multi_prefix_17 = multi_prefix_73;
            done_29 = done_97;
            break if v395;
        }
    }
    let v398 = subgroupBallot(true);
    let v399 = wave_match_13 & v398;
    multi_prefix_20 = u32();
    done_32 = false;
    loop {
        let multi_prefix_74 = multi_prefix_20;
        let done_98 = done_32;
        let v403 = !done_98;
        if v403 {
            let v404 = subgroupBroadcastFirst(v399);
            let v405 = v399 == v404;
            let v406 = all(v405);
            if v406 {
                let v407 = subgroupExclusiveMul(v6);
                multi_prefix_21 = v407;
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
            let v411 = subgroupAll(done_100);
            multi_prefix_20 = multi_prefix_76;
            done_32 = done_100;
            break if v411;
        }
    }
    let v89 = v6 == 1u;
    let v414 = subgroupBallot(true);
    let v415 = wave_match_13 & v414;
    multi_prefix_23 = u32();
    done_35 = false;
    loop {
        let multi_prefix_77 = multi_prefix_23;
        let done_101 = done_35;
        let v419 = !done_101;
        if v419 {
            let v420 = subgroupBroadcastFirst(v415);
            let v421 = v415 == v420;
            let v422 = all(v421);
            if v422 {
                let v423 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v89));
                multi_prefix_24 = v423;
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
            let v427 = subgroupAll(done_103);
            multi_prefix_23 = multi_prefix_79;
            done_35 = done_103;
            break if v427;
        }
    }
    multi_prefix_26 = 4294967295u;
    done_38 = false;
    loop {
        let multi_prefix_80 = multi_prefix_26;
        let done_104 = done_38;
        let v434 = !done_104;
        if v434 {
            let v435 = subgroupElect();
            let v436 = subgroupBallot(v435);
            let v437 = subgroupBroadcastFirst(v6);
            let v438 = v436 & wave_match_13;
            let v439 = v438 != vec4<u32>();
            let v440 = any(v439);
            let v441 = !v435;
            let v442 = v440 & v441;
            let v444 = multi_prefix_80 & v437;
            let v445 = select(multi_prefix_80, v444, v442);
            multi_prefix_27 = v445;
            done_39 = v435;
        } else {
            multi_prefix_27 = multi_prefix_80;
            done_39 = done_104;
        }
        multi_prefix_81 = multi_prefix_27;
        done_105 = done_39;
        continuing {
            let v449 = subgroupAll(done_105);
            multi_prefix_26 = multi_prefix_81;
            done_38 = done_105;
            break if v449;
        }
    }
    multi_prefix_28 = 0u;
    done_40 = false;
    loop {
        let multi_prefix_82 = multi_prefix_28;
        let done_106 = done_40;
        let v456 = !done_106;
        if v456 {
            let v457 = subgroupElect();
            let v458 = subgroupBallot(v457);
            let v459 = subgroupBroadcastFirst(v6);
            let v460 = v458 & wave_match_13;
            let v461 = v460 != vec4<u32>();
            let v462 = any(v461);
            let v463 = !v457;
            let v464 = v462 & v463;
            let v466 = multi_prefix_82 | v459;
            let v467 = select(multi_prefix_82, v466, v464);
            multi_prefix_29 = v467;
            done_41 = v457;
        } else {
            multi_prefix_29 = multi_prefix_82;
            done_41 = done_106;
        }
        multi_prefix_83 = multi_prefix_29;
        done_107 = done_41;
        continuing {
            let v471 = subgroupAll(done_107);
            multi_prefix_28 = multi_prefix_83;
            done_40 = done_107;
            break if v471;
        }
    }
    let v98 = multi_prefix_81 | multi_prefix_83;
    multi_prefix_30 = 0u;
    done_42 = false;
    loop {
        let multi_prefix_84 = multi_prefix_30;
        let done_108 = done_42;
        let v478 = !done_108;
        if v478 {
            let v479 = subgroupElect();
            let v480 = subgroupBallot(v479);
            let v481 = subgroupBroadcastFirst(v6);
            let v482 = v480 & wave_match_13;
            let v483 = v482 != vec4<u32>();
            let v484 = any(v483);
            let v485 = !v479;
            let v486 = v484 & v485;
            let v488 = multi_prefix_84 ^ v481;
            let v489 = select(multi_prefix_84, v488, v486);
            multi_prefix_31 = v489;
            done_43 = v479;
        } else {
            multi_prefix_31 = multi_prefix_84;
            done_43 = done_108;
        }
        multi_prefix_85 = multi_prefix_31;
        done_109 = done_43;
        continuing {
            let v493 = subgroupAll(done_109);
            multi_prefix_30 = multi_prefix_85;
            done_42 = done_109;
            break if v493;
        }
    }
    let v102 = v98 | multi_prefix_85;
    let v103 = vec4<u32>(multi_prefix_73, multi_prefix_76, multi_prefix_79, v102);
    let v105 = vec2<u32>(v6, 2u);
    let v496 = subgroupBallot(true);
    let v497 = wave_match_13 & v496;
    multi_prefix_32 = vec2<u32>();
    done_44 = false;
    loop {
        let multi_prefix_86 = multi_prefix_32;
        let done_110 = done_44;
        let v501 = !done_110;
        if v501 {
            let v502 = subgroupBroadcastFirst(v497);
            let v503 = v497 == v502;
            let v504 = all(v503);
            if v504 {
                let v505 = subgroupExclusiveMul(v105);
                multi_prefix_33 = v505;
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
            let v509 = subgroupAll(done_112);
            multi_prefix_32 = multi_prefix_88;
            done_44 = done_112;
            break if v509;
        }
    }
    let v109 = vec2<u32>(v6, 7u);
    multi_prefix_35 = vec2<u32>(4294967295u);
    done_47 = false;
    loop {
        let multi_prefix_89 = multi_prefix_35;
        let done_113 = done_47;
        let v516 = !done_113;
        if v516 {
            let v517 = subgroupElect();
            let v518 = subgroupBallot(v517);
            let v519 = subgroupBroadcastFirst(v109);
            let v520 = v518 & wave_match_13;
            let v521 = v520 != vec4<u32>();
            let v522 = any(v521);
            let v523 = !v517;
            let v524 = v522 & v523;
            let v526 = multi_prefix_89 & v519;
            let v527 = select(multi_prefix_89, v526, v524);
            multi_prefix_36 = v527;
            done_48 = v517;
        } else {
            multi_prefix_36 = multi_prefix_89;
            done_48 = done_113;
        }
        multi_prefix_90 = multi_prefix_36;
        done_114 = done_48;
        continuing {
            let v531 = subgroupAll(done_114);
            multi_prefix_35 = multi_prefix_90;
            done_47 = done_114;
            break if v531;
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
        let v538 = !done_115;
        if v538 {
            let v539 = subgroupElect();
            let v540 = subgroupBallot(v539);
            let v541 = subgroupBroadcastFirst(v115);
            let v542 = v540 & wave_match_13;
            let v543 = v542 != vec4<u32>();
            let v544 = any(v543);
            let v545 = !v539;
            let v546 = v544 & v545;
            let v548 = multi_prefix_91 | v541;
            let v549 = select(multi_prefix_91, v548, v546);
            multi_prefix_38 = v549;
            done_50 = v539;
        } else {
            multi_prefix_38 = multi_prefix_91;
            done_50 = done_115;
        }
        multi_prefix_92 = multi_prefix_38;
        done_116 = done_50;
        continuing {
            let v553 = subgroupAll(done_116);
            multi_prefix_37 = multi_prefix_92;
            done_49 = done_116;
            break if v553;
        }
    }
    let v118 = v113 + multi_prefix_92;
    OutU[v80] = v118;
    let v121 = gl_GlobalInvocationID.x;
    let v556 = subgroupBallot(true);
    let v557 = wave_match_13 & v556;
    multi_prefix_39 = f32();
    done_51 = false;
    loop {
        let multi_prefix_93 = multi_prefix_39;
        let done_117 = done_51;
        let v561 = !done_117;
        if v561 {
            let v562 = subgroupBroadcastFirst(v557);
            let v563 = v557 == v562;
            let v564 = all(v563);
            if v564 {
                let v565 = subgroupExclusiveAdd(v16);
                multi_prefix_40 = v565;
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
            let v569 = subgroupAll(done_119);
            multi_prefix_39 = multi_prefix_95;
            done_51 = done_119;
            break if v569;
        }
    }
    let v572 = subgroupBallot(true);
    let v573 = wave_match_13 & v572;
    multi_prefix_42 = f32();
    done_54 = false;
    loop {
        let multi_prefix_96 = multi_prefix_42;
        let done_120 = done_54;
        let v577 = !done_120;
        if v577 {
            let v578 = subgroupBroadcastFirst(v573);
            let v579 = v573 == v578;
            let v580 = all(v579);
            if v580 {
                let v581 = subgroupExclusiveMul(v16);
                multi_prefix_43 = v581;
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
            let v585 = subgroupAll(done_122);
            multi_prefix_42 = multi_prefix_98;
            done_54 = done_122;
            break if v585;
        }
    }
    let v130 = vec2<f32>(v16, 1f);
    let v588 = subgroupBallot(true);
    let v589 = wave_match_13 & v588;
    multi_prefix_45 = vec2<f32>();
    done_57 = false;
    loop {
        let multi_prefix_99 = multi_prefix_45;
        let done_123 = done_57;
        let v593 = !done_123;
        if v593 {
            let v594 = subgroupBroadcastFirst(v589);
            let v595 = v589 == v594;
            let v596 = all(v595);
            if v596 {
                let v597 = subgroupExclusiveAdd(v130);
                multi_prefix_46 = v597;
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
            let v601 = subgroupAll(done_125);
            multi_prefix_45 = multi_prefix_101;
            done_57 = done_125;
            break if v601;
        }
    }
    let v133 = vec4<f32>(multi_prefix_95, multi_prefix_98, multi_prefix_101);
    let v136 = vec4<f32>(v16, 2f, 3f, v16);
    let v604 = subgroupBallot(true);
    let v605 = wave_match_13 & v604;
    multi_prefix_48 = vec4<f32>();
    done_60 = false;
    loop {
        let multi_prefix_102 = multi_prefix_48;
        let done_126 = done_60;
        let v609 = !done_126;
        if v609 {
            let v610 = subgroupBroadcastFirst(v605);
            let v611 = v605 == v610;
            let v612 = all(v611);
            if v612 {
                let v613 = subgroupExclusiveMul(v136);
                multi_prefix_49 = v613;
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
            let v617 = subgroupAll(done_128);
            multi_prefix_48 = multi_prefix_104;
            done_60 = done_128;
            break if v617;
        }
    }
    let v139 = v133 + multi_prefix_104;
    let v143 = vec3<f32>(v16, v16, v16);
    let v620 = subgroupBallot(true);
    let v621 = wave_match_13 & v620;
    multi_prefix_51 = vec3<f32>();
    done_63 = false;
    loop {
        let multi_prefix_105 = multi_prefix_51;
        let done_129 = done_63;
        let v625 = !done_129;
        if v625 {
            let v626 = subgroupBroadcastFirst(v621);
            let v627 = v621 == v626;
            let v628 = all(v627);
            if v628 {
                let v629 = subgroupExclusiveAdd(v143);
                multi_prefix_52 = v629;
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
            let v633 = subgroupAll(done_131);
            multi_prefix_51 = multi_prefix_107;
            done_63 = done_131;
            break if v633;
        }
    }
    let v146 = multi_prefix_107.xyzz;
    let v147 = v139 + v146;
    OutF[v121] = v147;
    return;
}
