enable f16;
enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f16>>;
@group(0) @binding(1) var<storage, read_write> OutM: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var wave_match_5: vec4<u32>;
    var done_20: bool;
    var wave_match_7: vec4<u32>;
    var done_22: bool;
    var multi_prefix_17: vec4<f16>;
    var done_25: bool;
    var multi_prefix_20: vec4<f16>;
    var done_28: bool;
    var multi_prefix_23: vec2<f16>;
    var done_31: bool;
    var multi_prefix_26: vec3<f16>;
    var done_34: bool;
    var multi_prefix_29: f16;
    var done_37: bool;
    var wave_match: vec4<u32>;
    var done: bool;
    var wave_match_1: vec4<u32>;
    var done_1: bool;
    var wave_match_2: vec4<u32>;
    var done_2: bool;
    var wave_match_3: vec4<u32>;
    var done_3: bool;
    var multi_prefix: vec4<f16>;
    var done_4: bool;
    var multi_prefix_1: vec4<f16>;
    var done_5: bool;
    var multi_prefix_2: vec4<f16>;
    var done_6: bool;
    var multi_prefix_3: vec4<f16>;
    var done_7: bool;
    var multi_prefix_4: vec4<f16>;
    var done_8: bool;
    var multi_prefix_5: vec4<f16>;
    var done_9: bool;
    var multi_prefix_6: vec2<f16>;
    var done_10: bool;
    var multi_prefix_7: vec2<f16>;
    var done_11: bool;
    var multi_prefix_8: vec2<f16>;
    var done_12: bool;
    var multi_prefix_9: vec3<f16>;
    var done_13: bool;
    var multi_prefix_10: vec3<f16>;
    var done_14: bool;
    var multi_prefix_11: vec3<f16>;
    var done_15: bool;
    var multi_prefix_12: f16;
    var done_16: bool;
    var multi_prefix_13: f16;
    var done_17: bool;
    var multi_prefix_14: f16;
    var done_18: bool;
    var and: bool;
    var cond: f16;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 5u;
    let v7 = f16(v6);
    let v8 = v7 * 0.5h;
    let v12 = vec2<f16>(v8, 1h);
    let v17 = -v8;
    let v18 = vec3<f16>(v8, v17, 2h);
    let v23 = -v8;
    let v24 = vec4<f16>(v8, v23, 1h, 2h);
    let v164 = f32(v8);
    let v165 = bitcast<u32>(v164);
    wave_match = vec4<u32>();
    done = false;
    loop {
        let wave_match_4 = wave_match;
        let done_19 = done;
        let v169 = !done_19;
        if v169 {
            let v170 = subgroupBroadcastFirst(v165);
            let v171 = v165 == v170;
            let v172 = subgroupBallot(v171);
            let v174 = select(wave_match_4, v172, v171);
            wave_match_1 = v174;
            done_1 = v171;
        } else {
            wave_match_1 = wave_match_4;
            done_1 = done_19;
        }
        wave_match_5 = wave_match_1;
        done_20 = done_1;
        continuing {
            let v178 = subgroupAll(done_20);
            wave_match = wave_match_5;
            done = done_20;
            break if v178;
        }
    }
    let v181 = vec3<f32>(v18);
    let v182 = bitcast<vec3<u32>>(v181);
    wave_match_2 = vec4<u32>();
    done_2 = false;
    loop {
        let wave_match_6 = wave_match_2;
        let done_21 = done_2;
        let v186 = !done_21;
        if v186 {
            let v187 = subgroupBroadcastFirst(v182);
            let v188 = v182 == v187;
            let v189 = all(v188);
            let v190 = subgroupBallot(v189);
            let v192 = select(wave_match_6, v190, v189);
            wave_match_3 = v192;
            done_3 = v189;
        } else {
            wave_match_3 = wave_match_6;
            done_3 = done_21;
        }
        wave_match_7 = wave_match_3;
        done_22 = done_3;
        continuing {
            let v196 = subgroupAll(done_22);
            wave_match_2 = wave_match_7;
            done_2 = done_22;
            break if v196;
        }
    }
    let v31 = wave_match_5 ^ wave_match_7;
    let v35 = subgroupAdd(v24);
    let v37 = subgroupMul(v24);
    let v38 = v35 + v37;
    let v40 = subgroupMin(v24);
    let v41 = v38 + v40;
    let v43 = subgroupMax(v24);
    let v44 = v41 + v43;
    let v46 = subgroupExclusiveAdd(v24);
    let v47 = v44 + v46;
    let v49 = subgroupExclusiveMul(v24);
    let v50 = v47 + v49;
    let v52 = subgroupBroadcastFirst(v24);
    let v53 = v50 + v52;
    let v55 = subgroupShuffle(v24, 1u);
    let v56 = v53 + v55;
    let v58 = quadSwapX(v24);
    let v59 = v56 + v58;
    let v61 = quadSwapY(v24);
    let v62 = v59 + v61;
    let v64 = quadSwapDiagonal(v24);
    let v65 = v62 + v64;
    let v67 = quadBroadcast(v24, 3u);
    let v68 = v65 + v67;
    let v199 = subgroupBallot(true);
    let v200 = v31 & v199;
    multi_prefix = vec4<f16>();
    done_4 = false;
    loop {
        let multi_prefix_15 = multi_prefix;
        let done_23 = done_4;
        let v204 = !done_23;
        if v204 {
            let v205 = subgroupBroadcastFirst(v200);
            let v206 = v200 == v205;
            let v207 = all(v206);
            if v207 {
                let v208 = subgroupExclusiveAdd(v24);
                multi_prefix_1 = v208;
                done_5 = true;
            } else {
                multi_prefix_1 = multi_prefix_15;
                done_5 = done_23;
            }
            let multi_prefix_16 = multi_prefix_1;
            let done_24 = done_5;
            multi_prefix_2 = multi_prefix_16;
            done_6 = done_24;
        } else {
            multi_prefix_2 = multi_prefix_15;
            done_6 = done_23;
        }
        multi_prefix_17 = multi_prefix_2;
        done_25 = done_6;
        continuing {
            let v212 = subgroupAll(done_25);
            multi_prefix = multi_prefix_17;
            done_4 = done_25;
            break if v212;
        }
    }
    let v72 = v68 + multi_prefix_17;
    let v215 = subgroupBallot(true);
    let v216 = v31 & v215;
    multi_prefix_3 = vec4<f16>();
    done_7 = false;
    loop {
        let multi_prefix_18 = multi_prefix_3;
        let done_26 = done_7;
        let v220 = !done_26;
        if v220 {
            let v221 = subgroupBroadcastFirst(v216);
            let v222 = v216 == v221;
            let v223 = all(v222);
            if v223 {
                let v224 = subgroupExclusiveMul(v24);
                multi_prefix_4 = v224;
                done_8 = true;
            } else {
                multi_prefix_4 = multi_prefix_18;
                done_8 = done_26;
            }
            let multi_prefix_19 = multi_prefix_4;
            let done_27 = done_8;
            multi_prefix_5 = multi_prefix_19;
            done_9 = done_27;
        } else {
            multi_prefix_5 = multi_prefix_18;
            done_9 = done_26;
        }
        multi_prefix_20 = multi_prefix_5;
        done_28 = done_9;
        continuing {
            let v228 = subgroupAll(done_28);
            multi_prefix_3 = multi_prefix_20;
            done_7 = done_28;
            break if v228;
        }
    }
    let v76 = v72 + multi_prefix_20;
    let v80 = subgroupAdd(v12);
    let v82 = subgroupExclusiveAdd(v12);
    let v83 = v80 + v82;
    let v85 = subgroupShuffle(v12, 2u);
    let v86 = v83 + v85;
    let v88 = quadSwapX(v12);
    let v89 = v86 + v88;
    let v231 = subgroupBallot(true);
    let v232 = v31 & v231;
    multi_prefix_6 = vec2<f16>();
    done_10 = false;
    loop {
        let multi_prefix_21 = multi_prefix_6;
        let done_29 = done_10;
        let v236 = !done_29;
        if v236 {
            let v237 = subgroupBroadcastFirst(v232);
            let v238 = v232 == v237;
            let v239 = all(v238);
            if v239 {
                let v240 = subgroupExclusiveAdd(v12);
                multi_prefix_7 = v240;
                done_11 = true;
            } else {
                multi_prefix_7 = multi_prefix_21;
                done_11 = done_29;
            }
            let multi_prefix_22 = multi_prefix_7;
            let done_30 = done_11;
            multi_prefix_8 = multi_prefix_22;
            done_12 = done_30;
        } else {
            multi_prefix_8 = multi_prefix_21;
            done_12 = done_29;
        }
        multi_prefix_23 = multi_prefix_8;
        done_31 = done_12;
        continuing {
            let v244 = subgroupAll(done_31);
            multi_prefix_6 = multi_prefix_23;
            done_10 = done_31;
            break if v244;
        }
    }
    let v93 = v89 + multi_prefix_23;
    let v97 = subgroupMax(v18);
    let v99 = subgroupExclusiveMul(v18);
    let v100 = v97 + v99;
    let v102 = quadBroadcast(v18, 2u);
    let v103 = v100 + v102;
    let v247 = subgroupBallot(true);
    let v248 = v31 & v247;
    multi_prefix_9 = vec3<f16>();
    done_13 = false;
    loop {
        let multi_prefix_24 = multi_prefix_9;
        let done_32 = done_13;
        let v252 = !done_32;
        if v252 {
            let v253 = subgroupBroadcastFirst(v248);
            let v254 = v248 == v253;
            let v255 = all(v254);
            if v255 {
                let v256 = subgroupExclusiveMul(v18);
                multi_prefix_10 = v256;
                done_14 = true;
            } else {
                multi_prefix_10 = multi_prefix_24;
                done_14 = done_32;
            }
            let multi_prefix_25 = multi_prefix_10;
            let done_33 = done_14;
            multi_prefix_11 = multi_prefix_25;
            done_15 = done_33;
        } else {
            multi_prefix_11 = multi_prefix_24;
            done_15 = done_32;
        }
        multi_prefix_26 = multi_prefix_11;
        done_34 = done_15;
        continuing {
            let v260 = subgroupAll(done_34);
            multi_prefix_9 = multi_prefix_26;
            done_13 = done_34;
            break if v260;
        }
    }
    let v107 = v103 + multi_prefix_26;
    let v111 = subgroupAdd(v8);
    let v113 = subgroupExclusiveAdd(v8);
    let v114 = v111 + v113;
    let v116 = subgroupBroadcastFirst(v8);
    let v117 = v114 + v116;
    let v119 = quadSwapY(v8);
    let v120 = v117 + v119;
    let v263 = subgroupBallot(true);
    let v264 = v31 & v263;
    multi_prefix_12 = f16();
    done_16 = false;
    loop {
        let multi_prefix_27 = multi_prefix_12;
        let done_35 = done_16;
        let v268 = !done_35;
        if v268 {
            let v269 = subgroupBroadcastFirst(v264);
            let v270 = v264 == v269;
            let v271 = all(v270);
            if v271 {
                let v272 = subgroupExclusiveAdd(v8);
                multi_prefix_13 = v272;
                done_17 = true;
            } else {
                multi_prefix_13 = multi_prefix_27;
                done_17 = done_35;
            }
            let multi_prefix_28 = multi_prefix_13;
            let done_36 = done_17;
            multi_prefix_14 = multi_prefix_28;
            done_18 = done_36;
        } else {
            multi_prefix_14 = multi_prefix_27;
            done_18 = done_35;
        }
        multi_prefix_29 = multi_prefix_14;
        done_37 = done_18;
        continuing {
            let v276 = subgroupAll(done_37);
            multi_prefix_12 = multi_prefix_29;
            done_16 = done_37;
            break if v276;
        }
    }
    let v124 = v120 + multi_prefix_29;
    let eq = v24 == subgroupBroadcastFirst(v24);
    let v129 = vec4<bool>(subgroupAll(eq[0]), subgroupAll(eq[1]), subgroupAll(eq[2]), subgroupAll(eq[3]));
    let v130 = all(v129);
    if v130 {
        let v133 = subgroupAll(v8 == subgroupBroadcastFirst(v8));
        and = v133;
    } else {
        and = v130;
    }
    let and_1 = and;
    let v138 = gl_GlobalInvocationID.x;
    let v143 = v107.xy;
    let v144 = vec4<f16>(v93, v143);
    let v145 = v76 + v144;
    let v147 = vec4<f16>(v124);
    let v148 = v145 + v147;
    if and_1 {
        cond = 1h;
    } else {
        cond = 0h;
    }
    let cond_1 = cond;
    let v154 = vec4<f16>(cond_1);
    let v155 = v148 + v154;
    Out[v138] = v155;
    let v158 = gl_GlobalInvocationID.x;
    OutM[v158] = v31;
    return;
}
