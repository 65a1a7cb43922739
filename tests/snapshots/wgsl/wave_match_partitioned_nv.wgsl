enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutM: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> OutF: array<vec2<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var wave_match_7: vec4<u32>;
    var done_28: bool;
    var wave_match_9: vec4<u32>;
    var done_30: bool;
    var wave_match_11: vec4<u32>;
    var done_32: bool;
    var multi_prefix_23: u32;
    var done_35: bool;
    var multi_prefix_26: u32;
    var done_38: bool;
    var multi_prefix_29: u32;
    var done_41: bool;
    var multi_prefix_31: u32;
    var done_43: bool;
    var multi_prefix_33: u32;
    var done_45: bool;
    var multi_prefix_35: u32;
    var done_47: bool;
    var multi_prefix_38: vec2<f32>;
    var done_50: bool;
    var multi_prefix_41: vec2<f32>;
    var done_53: bool;
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
    var multi_prefix: u32;
    var done_6: bool;
    var multi_prefix_1: u32;
    var done_7: bool;
    var multi_prefix_2: u32;
    var done_8: bool;
    var multi_prefix_3: u32;
    var done_9: bool;
    var multi_prefix_4: u32;
    var done_10: bool;
    var multi_prefix_5: u32;
    var done_11: bool;
    var multi_prefix_6: u32;
    var done_12: bool;
    var multi_prefix_7: u32;
    var done_13: bool;
    var multi_prefix_8: u32;
    var done_14: bool;
    var multi_prefix_9: u32;
    var done_15: bool;
    var multi_prefix_10: u32;
    var done_16: bool;
    var multi_prefix_11: u32;
    var done_17: bool;
    var multi_prefix_12: u32;
    var done_18: bool;
    var multi_prefix_13: u32;
    var done_19: bool;
    var multi_prefix_14: u32;
    var done_20: bool;
    var multi_prefix_15: vec2<f32>;
    var done_21: bool;
    var multi_prefix_16: vec2<f32>;
    var done_22: bool;
    var multi_prefix_17: vec2<f32>;
    var done_23: bool;
    var multi_prefix_18: vec2<f32>;
    var done_24: bool;
    var multi_prefix_19: vec2<f32>;
    var done_25: bool;
    var multi_prefix_20: vec2<f32>;
    var done_26: bool;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 5u;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = f32(v10);
    wave_match = vec4<u32>();
    done = false;
    loop {
        let wave_match_6 = wave_match;
        let done_27 = done;
        let v82 = !done_27;
        if v82 {
            let v83 = subgroupBroadcastFirst(v6);
            let v84 = v6 == v83;
            let v85 = subgroupBallot(v84);
            let v87 = select(wave_match_6, v85, v84);
            wave_match_1 = v87;
            done_1 = v84;
        } else {
            wave_match_1 = wave_match_6;
            done_1 = done_27;
        }
        wave_match_7 = wave_match_1;
        done_28 = done_1;
        continuing {
            let v91 = subgroupAll(done_28);
            wave_match = wave_match_7;
            done = done_28;
            break if v91;
        }
    }
    let v18 = gl_GlobalInvocationID.x;
    let v22 = vec2<f32>(v11, 1f);
    let v94 = bitcast<vec2<u32>>(v22);
    wave_match_2 = vec4<u32>();
    done_2 = false;
    loop {
        let wave_match_8 = wave_match_2;
        let done_29 = done_2;
        let v98 = !done_29;
        if v98 {
            let v99 = subgroupBroadcastFirst(v94);
            let v100 = v94 == v99;
            let v101 = all(v100);
            let v102 = subgroupBallot(v101);
            let v104 = select(wave_match_8, v102, v101);
            wave_match_3 = v104;
            done_3 = v101;
        } else {
            wave_match_3 = wave_match_8;
            done_3 = done_29;
        }
        wave_match_9 = wave_match_3;
        done_30 = done_3;
        continuing {
            let v108 = subgroupAll(done_30);
            wave_match_2 = wave_match_9;
            done_2 = done_30;
            break if v108;
        }
    }
    let v24 = wave_match_7 ^ wave_match_9;
    let v26 = i32(v6);
    let v27 = vec3<i32>(1i, v26, 2i);
    wave_match_4 = vec4<u32>();
    done_4 = false;
    loop {
        let wave_match_10 = wave_match_4;
        let done_31 = done_4;
        let v114 = !done_31;
        if v114 {
            let v115 = subgroupBroadcastFirst(v27);
            let v116 = v27 == v115;
            let v117 = all(v116);
            let v118 = subgroupBallot(v117);
            let v120 = select(wave_match_10, v118, v117);
            wave_match_5 = v120;
            done_5 = v117;
        } else {
            wave_match_5 = wave_match_10;
            done_5 = done_31;
        }
        wave_match_11 = wave_match_5;
        done_32 = done_5;
        continuing {
            let v124 = subgroupAll(done_32);
            wave_match_4 = wave_match_11;
            done_4 = done_32;
            break if v124;
        }
    }
    let v29 = v24 ^ wave_match_11;
    OutM[v18] = v29;
    let v32 = gl_GlobalInvocationID.x;
    let v35 = gl_GlobalInvocationID.x;
    let v127 = subgroupBallot(true);
    let v128 = wave_match_7 & v127;
    multi_prefix = u32();
    done_6 = false;
    loop {
        let multi_prefix_21 = multi_prefix;
        let done_33 = done_6;
        let v132 = !done_33;
        if v132 {
            let v133 = subgroupBroadcastFirst(v128);
            let v134 = v128 == v133;
            let v135 = all(v134);
            if v135 {
                let v136 = subgroupExclusiveAdd(v35);
                multi_prefix_1 = v136;
                done_7 = true;
            } else {
                multi_prefix_1 = multi_prefix_21;
                done_7 = done_33;
            }
            let multi_prefix_22 = multi_prefix_1;
            let done_34 = done_7;
            multi_prefix_2 = multi_prefix_22;
            done_8 = done_34;
        } else {
            multi_prefix_2 = multi_prefix_21;
            done_8 = done_33;
        }
        multi_prefix_23 = multi_prefix_2;
        done_35 = done_8;
        continuing {
            let v140 = subgroupAll(done_35);
            multi_prefix = multi_prefix_23;
            done_6 = done_35;
            break if v140;
        }
    }
    let v39 = v6 + 1u;
    let v143 = subgroupBallot(true);
    let v144 = wave_match_7 & v143;
    multi_prefix_3 = u32();
    done_9 = false;
    loop {
        let multi_prefix_24 = multi_prefix_3;
        let done_36 = done_9;
        let v148 = !done_36;
        if v148 {
            let v149 = subgroupBroadcastFirst(v144);
            let v150 = v144 == v149;
            let v151 = all(v150);
            if v151 {
                let v152 = subgroupExclusiveMul(v39);
                multi_prefix_4 = v152;
                done_10 = true;
            } else {
                multi_prefix_4 = multi_prefix_24;
                done_10 = done_36;
            }
            let multi_prefix_25 = multi_prefix_4;
            let done_37 = done_10;
            multi_prefix_5 = multi_prefix_25;
            done_11 = done_37;
        } else {
            multi_prefix_5 = multi_prefix_24;
            done_11 = done_36;
        }
        multi_prefix_26 = multi_prefix_5;
        done_38 = done_11;
        continuing {
            let v156 = subgroupAll(done_38);
            multi_prefix_3 = multi_prefix_26;
            done_9 = done_38;
            break if v156;
        }
    }
    let v43 = gl_GlobalInvocationID.x;
    let v44 = v43 & 1u;
    let v45 = v44 != 0u;
    let v159 = subgroupBallot(true);
    let v160 = wave_match_7 & v159;
    multi_prefix_6 = u32();
    done_12 = false;
    loop {
        let multi_prefix_27 = multi_prefix_6;
        let done_39 = done_12;
        let v164 = !done_39;
        if v164 {
            let v165 = subgroupBroadcastFirst(v160);
            let v166 = v160 == v165;
            let v167 = all(v166);
            if v167 {
                let v168 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v45));
                multi_prefix_7 = v168;
                done_13 = true;
            } else {
                multi_prefix_7 = multi_prefix_27;
                done_13 = done_39;
            }
            let multi_prefix_28 = multi_prefix_7;
            let done_40 = done_13;
            multi_prefix_8 = multi_prefix_28;
            done_14 = done_40;
        } else {
            multi_prefix_8 = multi_prefix_27;
            done_14 = done_39;
        }
        multi_prefix_29 = multi_prefix_8;
        done_41 = done_14;
        continuing {
            let v172 = subgroupAll(done_41);
            multi_prefix_6 = multi_prefix_29;
            done_12 = done_41;
            break if v172;
        }
    }
    let v49 = gl_GlobalInvocationID.x;
    multi_prefix_9 = 4294967295u;
    done_15 = false;
    loop {
        let multi_prefix_30 = multi_prefix_9;
        let done_42 = done_15;
        let v179 = !done_42;
        if v179 {
            let v180 = subgroupElect();
            let v181 = subgroupBallot(v180);
            let v182 = subgroupBroadcastFirst(v49);
            let v183 = v181 & wave_match_7;
            let v184 = v183 != vec4<u32>();
            let v185 = any(v184);
            let v186 = !v180;
            let v187 = v185 & v186;
            let v189 = multi_prefix_30 & v182;
            let v190 = select(multi_prefix_30, v189, v187);
            multi_prefix_10 = v190;
            done_16 = v180;
        } else {
            multi_prefix_10 = multi_prefix_30;
            done_16 = done_42;
        }
        multi_prefix_31 = multi_prefix_10;
        done_43 = done_16;
        continuing {
            let v194 = subgroupAll(done_43);
            multi_prefix_9 = multi_prefix_31;
            done_15 = done_43;
            break if v194;
        }
    }
    let v53 = gl_GlobalInvocationID.x;
    multi_prefix_11 = 0u;
    done_17 = false;
    loop {
        let multi_prefix_32 = multi_prefix_11;
        let done_44 = done_17;
        let v201 = !done_44;
        if v201 {
            let v202 = subgroupElect();
            let v203 = subgroupBallot(v202);
            let v204 = subgroupBroadcastFirst(v53);
            let v205 = v203 & wave_match_7;
            let v206 = v205 != vec4<u32>();
            let v207 = any(v206);
            let v208 = !v202;
            let v209 = v207 & v208;
            let v211 = multi_prefix_32 | v204;
            let v212 = select(multi_prefix_32, v211, v209);
            multi_prefix_12 = v212;
            done_18 = v202;
        } else {
            multi_prefix_12 = multi_prefix_32;
            done_18 = done_44;
        }
        multi_prefix_33 = multi_prefix_12;
        done_45 = done_18;
        continuing {
            let v216 = subgroupAll(done_45);
            multi_prefix_11 = multi_prefix_33;
            done_17 = done_45;
            break if v216;
        }
    }
    let v56 = multi_prefix_31 ^ multi_prefix_33;
    let v58 = gl_GlobalInvocationID.x;
    multi_prefix_13 = 0u;
    done_19 = false;
    loop {
        let multi_prefix_34 = multi_prefix_13;
        let done_46 = done_19;
        let v223 = !done_46;
        if v223 {
            let v224 = subgroupElect();
            let v225 = subgroupBallot(v224);
            let v226 = subgroupBroadcastFirst(v58);
            let v227 = v225 & wave_match_7;
            let v228 = v227 != vec4<u32>();
            let v229 = any(v228);
            let v230 = !v224;
            let v231 = v229 & v230;
            let v233 = multi_prefix_34 ^ v226;
            let v234 = select(multi_prefix_34, v233, v231);
            multi_prefix_14 = v234;
            done_20 = v224;
        } else {
            multi_prefix_14 = multi_prefix_34;
            done_20 = done_46;
        }
        multi_prefix_35 = multi_prefix_14;
        done_47 = done_20;
        continuing {
            let v238 = subgroupAll(done_47);
            multi_prefix_13 = multi_prefix_35;
            done_19 = done_47;
            break if v238;
        }
    }
    let v61 = v56 ^ multi_prefix_35;
    let v62 = vec4<u32>(multi_prefix_23, multi_prefix_26, multi_prefix_29, v61);
    OutU[v32] = v62;
    let v65 = gl_GlobalInvocationID.x;
    let v68 = vec2<f32>(v11, 1f);
    let v241 = subgroupBallot(true);
    let v242 = wave_match_7 & v241;
    multi_prefix_15 = vec2<f32>();
    done_21 = false;
    loop {
        let multi_prefix_36 = multi_prefix_15;
        let done_48 = done_21;
        let v246 = !done_48;
        if v246 {
            let v247 = subgroupBroadcastFirst(v242);
            let v248 = v242 == v247;
            let v249 = all(v248);
            if v249 {
                let v250 = subgroupExclusiveAdd(v68);
                multi_prefix_16 = v250;
                done_22 = true;
            } else {
                multi_prefix_16 = multi_prefix_36;
                done_22 = done_48;
            }
            let multi_prefix_37 = multi_prefix_16;
            let done_49 = done_22;
            multi_prefix_17 = multi_prefix_37;
            done_23 = done_49;
        } else {
            multi_prefix_17 = multi_prefix_36;
            done_23 = done_48;
        }
        multi_prefix_38 = multi_prefix_17;
        done_50 = done_23;
        continuing {
            let v254 = subgroupAll(done_50);
            multi_prefix_15 = multi_prefix_38;
            done_21 = done_50;
            break if v254;
        }
    }
    let v72 = vec2<f32>(v11, 2f);
    let v257 = subgroupBallot(true);
    let v258 = wave_match_7 & v257;
    multi_prefix_18 = vec2<f32>();
    done_24 = false;
    loop {
        let multi_prefix_39 = multi_prefix_18;
        let done_51 = done_24;
        let v262 = !done_51;
        if v262 {
            let v263 = subgroupBroadcastFirst(v258);
            let v264 = v258 == v263;
            let v265 = all(v264);
            if v265 {
                let v266 = subgroupExclusiveMul(v72);
                multi_prefix_19 = v266;
                done_25 = true;
            } else {
                multi_prefix_19 = multi_prefix_39;
                done_25 = done_51;
            }
            let multi_prefix_40 = multi_prefix_19;
            let done_52 = done_25;
            multi_prefix_20 = multi_prefix_40;
            done_26 = done_52;
        } else {
            multi_prefix_20 = multi_prefix_39;
            done_26 = done_51;
        }
        multi_prefix_41 = multi_prefix_20;
        done_53 = done_26;
        continuing {
            let v270 = subgroupAll(done_53);
            multi_prefix_18 = multi_prefix_41;
            done_24 = done_53;
            break if v270;
        }
    }
    let v75 = multi_prefix_38 + multi_prefix_41;
    OutF[v65] = v75;
    return;
}
