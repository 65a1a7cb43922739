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
    wave_match_2 = vec4<u32>();
    done_2 = false;
    loop {
        let wave_match_8 = wave_match_2;
        let done_29 = done_2;
        let v97 = !done_29;
        if v97 {
            let v98 = subgroupBroadcastFirst(v22);
            let v99 = bitcast<vec2<u32>>(v22);
            let v100 = bitcast<vec2<u32>>(v98);
            let v101 = v99 == v100;
            let v102 = all(v101);
            let v103 = subgroupBallot(v102);
            let v105 = select(wave_match_8, v103, v102);
            wave_match_3 = v105;
            done_3 = v102;
        } else {
            wave_match_3 = wave_match_8;
            done_3 = done_29;
        }
        wave_match_9 = wave_match_3;
        done_30 = done_3;
        continuing {
            let v109 = subgroupAll(done_30);
            wave_match_2 = wave_match_9;
            done_2 = done_30;
            break if v109;
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
        let v115 = !done_31;
        if v115 {
            let v116 = subgroupBroadcastFirst(v27);
            let v117 = v27 == v116;
            let v118 = all(v117);
            let v119 = subgroupBallot(v118);
            let v121 = select(wave_match_10, v119, v118);
            wave_match_5 = v121;
            done_5 = v118;
        } else {
            wave_match_5 = wave_match_10;
            done_5 = done_31;
        }
        wave_match_11 = wave_match_5;
        done_32 = done_5;
        continuing {
            let v125 = subgroupAll(done_32);
            wave_match_4 = wave_match_11;
            done_4 = done_32;
            break if v125;
        }
    }
    let v29 = v24 ^ wave_match_11;
    OutM[v18] = v29;
    let v32 = gl_GlobalInvocationID.x;
    let v35 = gl_GlobalInvocationID.x;
    let v128 = subgroupBallot(true);
    let v129 = wave_match_7 & v128;
    multi_prefix = u32();
    done_6 = false;
    loop {
        let multi_prefix_21 = multi_prefix;
        let done_33 = done_6;
        let v133 = !done_33;
        if v133 {
            let v134 = subgroupBroadcastFirst(v129);
            let v135 = v129 == v134;
            let v136 = all(v135);
            if v136 {
                let v137 = subgroupExclusiveAdd(v35);
                multi_prefix_1 = v137;
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
            let v141 = subgroupAll(done_35);
            multi_prefix = multi_prefix_23;
            done_6 = done_35;
            break if v141;
        }
    }
    let v39 = v6 + 1u;
    let v144 = subgroupBallot(true);
    let v145 = wave_match_7 & v144;
    multi_prefix_3 = u32();
    done_9 = false;
    loop {
        let multi_prefix_24 = multi_prefix_3;
        let done_36 = done_9;
        let v149 = !done_36;
        if v149 {
            let v150 = subgroupBroadcastFirst(v145);
            let v151 = v145 == v150;
            let v152 = all(v151);
            if v152 {
                let v153 = subgroupExclusiveMul(v39);
                multi_prefix_4 = v153;
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
            let v157 = subgroupAll(done_38);
            multi_prefix_3 = multi_prefix_26;
            done_9 = done_38;
            break if v157;
        }
    }
    let v43 = gl_GlobalInvocationID.x;
    let v44 = v43 & 1u;
    let v45 = v44 != 0u;
    let v160 = subgroupBallot(true);
    let v161 = wave_match_7 & v160;
    multi_prefix_6 = u32();
    done_12 = false;
    loop {
        let multi_prefix_27 = multi_prefix_6;
        let done_39 = done_12;
        let v165 = !done_39;
        if v165 {
            let v166 = subgroupBroadcastFirst(v161);
            let v167 = v161 == v166;
            let v168 = all(v167);
            if v168 {
                let v169 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v45));
                multi_prefix_7 = v169;
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
            let v173 = subgroupAll(done_41);
            multi_prefix_6 = multi_prefix_29;
            done_12 = done_41;
            break if v173;
        }
    }
    let v49 = gl_GlobalInvocationID.x;
    multi_prefix_9 = 4294967295u;
    done_15 = false;
    loop {
        let multi_prefix_30 = multi_prefix_9;
        let done_42 = done_15;
        let v180 = !done_42;
        if v180 {
            let v181 = subgroupElect();
            let v182 = subgroupBallot(v181);
            let v183 = subgroupBroadcastFirst(v49);
            let v184 = v182 & wave_match_7;
            let v185 = v184 != vec4<u32>();
            let v186 = any(v185);
            let v187 = !v181;
            let v188 = v186 & v187;
            let v190 = multi_prefix_30 & v183;
            let v191 = select(multi_prefix_30, v190, v188);
            multi_prefix_10 = v191;
            done_16 = v181;
        } else {
            multi_prefix_10 = multi_prefix_30;
            done_16 = done_42;
        }
        multi_prefix_31 = multi_prefix_10;
        done_43 = done_16;
        continuing {
            let v195 = subgroupAll(done_43);
            multi_prefix_9 = multi_prefix_31;
            done_15 = done_43;
            break if v195;
        }
    }
    let v53 = gl_GlobalInvocationID.x;
    multi_prefix_11 = 0u;
    done_17 = false;
    loop {
        let multi_prefix_32 = multi_prefix_11;
        let done_44 = done_17;
        let v202 = !done_44;
        if v202 {
            let v203 = subgroupElect();
            let v204 = subgroupBallot(v203);
            let v205 = subgroupBroadcastFirst(v53);
            let v206 = v204 & wave_match_7;
            let v207 = v206 != vec4<u32>();
            let v208 = any(v207);
            let v209 = !v203;
            let v210 = v208 & v209;
            let v212 = multi_prefix_32 | v205;
            let v213 = select(multi_prefix_32, v212, v210);
            multi_prefix_12 = v213;
            done_18 = v203;
        } else {
            multi_prefix_12 = multi_prefix_32;
            done_18 = done_44;
        }
        multi_prefix_33 = multi_prefix_12;
        done_45 = done_18;
        continuing {
            let v217 = subgroupAll(done_45);
            multi_prefix_11 = multi_prefix_33;
            done_17 = done_45;
            break if v217;
        }
    }
    let v56 = multi_prefix_31 ^ multi_prefix_33;
    let v58 = gl_GlobalInvocationID.x;
    multi_prefix_13 = 0u;
    done_19 = false;
    loop {
        let multi_prefix_34 = multi_prefix_13;
        let done_46 = done_19;
        let v224 = !done_46;
        if v224 {
            let v225 = subgroupElect();
            let v226 = subgroupBallot(v225);
            let v227 = subgroupBroadcastFirst(v58);
            let v228 = v226 & wave_match_7;
            let v229 = v228 != vec4<u32>();
            let v230 = any(v229);
            let v231 = !v225;
            let v232 = v230 & v231;
            let v234 = multi_prefix_34 ^ v227;
            let v235 = select(multi_prefix_34, v234, v232);
            multi_prefix_14 = v235;
            done_20 = v225;
        } else {
            multi_prefix_14 = multi_prefix_34;
            done_20 = done_46;
        }
        multi_prefix_35 = multi_prefix_14;
        done_47 = done_20;
        continuing {
            let v239 = subgroupAll(done_47);
            multi_prefix_13 = multi_prefix_35;
            done_19 = done_47;
            break if v239;
        }
    }
    let v61 = v56 ^ multi_prefix_35;
    let v62 = vec4<u32>(multi_prefix_23, multi_prefix_26, multi_prefix_29, v61);
    OutU[v32] = v62;
    let v65 = gl_GlobalInvocationID.x;
    let v68 = vec2<f32>(v11, 1f);
    let v242 = subgroupBallot(true);
    let v243 = wave_match_7 & v242;
    multi_prefix_15 = vec2<f32>();
    done_21 = false;
    loop {
        let multi_prefix_36 = multi_prefix_15;
        let done_48 = done_21;
        let v247 = !done_48;
        if v247 {
            let v248 = subgroupBroadcastFirst(v243);
            let v249 = v243 == v248;
            let v250 = all(v249);
            if v250 {
                let v251 = subgroupExclusiveAdd(v68);
                multi_prefix_16 = v251;
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
            let v255 = subgroupAll(done_50);
            multi_prefix_15 = multi_prefix_38;
            done_21 = done_50;
            break if v255;
        }
    }
    let v72 = vec2<f32>(v11, 2f);
    let v258 = subgroupBallot(true);
    let v259 = wave_match_7 & v258;
    multi_prefix_18 = vec2<f32>();
    done_24 = false;
    loop {
        let multi_prefix_39 = multi_prefix_18;
        let done_51 = done_24;
        let v263 = !done_51;
        if v263 {
            let v264 = subgroupBroadcastFirst(v259);
            let v265 = v259 == v264;
            let v266 = all(v265);
            if v266 {
                let v267 = subgroupExclusiveMul(v72);
                multi_prefix_19 = v267;
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
            let v271 = subgroupAll(done_53);
            multi_prefix_18 = multi_prefix_41;
            done_24 = done_53;
            break if v271;
        }
    }
    let v75 = multi_prefix_38 + multi_prefix_41;
    OutF[v65] = v75;
    return;
}
