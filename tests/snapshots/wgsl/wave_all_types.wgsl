enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> OutF: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    var cond_1: i32;
    var cond_2: i32;
    var cond_3: i32;
    var cond_4: i32;
    var cond_5: i32;
    var or: bool;
    var or_1: bool;
    var cond_6: u32;
    var cond_7: u32;
    var cond_8: u32;
    var cond_9: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = i32(v5);
    let v7 = v6 - 32i;
    let v12 = -v7;
    let v14 = v7 * 3i;
    let v15 = vec3<i32>(v7, v12, v14);
    let v19 = gl_GlobalInvocationID.x;
    let v24 = v19 ^ 5u;
    let v25 = vec2<u32>(v19, v24);
    let v29 = gl_GlobalInvocationID.x;
    let v30 = f32(v29);
    let v31 = v30 * 0.5f;
    let v36 = -v31;
    let v39 = v31 * v31;
    let v40 = vec4<f32>(v31, v36, v39, 1f);
    let v44 = v19 & 1u;
    let v45 = v44 != 0u;
    let v49 = subgroupAdd(v7);
    let v51 = subgroupMul(v7);
    let v52 = v49 + v51;
    let v54 = subgroupMin(v7);
    let v55 = v52 + v54;
    let v57 = subgroupMax(v7);
    let v58 = v55 + v57;
    let v60 = subgroupExclusiveAdd(v7);
    let v61 = v58 + v60;
    let v63 = subgroupExclusiveMul(v7);
    let v64 = v61 + v63;
    let v66 = subgroupAnd(v7);
    let v68 = subgroupOr(v7);
    let v69 = v66 | v68;
    let v71 = subgroupXor(v7);
    let v72 = v69 | v71;
    let v73 = v64 + v72;
    let v75 = subgroupBroadcastFirst(v7);
    let v77 = subgroupShuffle(v7, 3u);
    let v78 = v75 + v77;
    let v79 = v73 + v78;
    let v81 = subgroupAll(v7 == subgroupBroadcastFirst(v7));
    if v81 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_10 = cond;
    let v86 = v79 + cond_10;
    let v88 = subgroupAdd(v15);
    let v90 = subgroupMul(v15);
    let v91 = v88 + v90;
    let v93 = subgroupMin(v15);
    let v94 = v91 + v93;
    let v96 = subgroupMax(v15);
    let v97 = v94 + v96;
    let v99 = subgroupExclusiveAdd(v15);
    let v100 = v97 + v99;
    let v102 = subgroupExclusiveMul(v15);
    let v103 = v100 + v102;
    let v105 = subgroupAnd(v15);
    let v107 = subgroupOr(v15);
    let v108 = v105 | v107;
    let v110 = subgroupXor(v15);
    let v111 = v108 | v110;
    let v112 = v103 + v111;
    let v114 = subgroupBroadcastFirst(v15);
    let v116 = subgroupShuffle(v15, 3u);
    let v117 = v114 + v116;
    let v118 = v112 + v117;
    let eq = v15 == subgroupBroadcastFirst(v15);
    let v120 = vec3<bool>(subgroupAll(eq[0]), subgroupAll(eq[1]), subgroupAll(eq[2]));
    let v121 = all(v120);
    if v121 {
        cond_1 = 1i;
    } else {
        cond_1 = 0i;
    }
    let cond_11 = cond_1;
    let v126 = vec3<i32>(cond_11);
    let v127 = v118 + v126;
    let v128 = vec4<i32>(v86, v127);
    let v132 = subgroupAdd(v19);
    let v134 = subgroupMul(v19);
    let v135 = v132 + v134;
    let v137 = subgroupMin(v19);
    let v138 = v135 + v137;
    let v140 = subgroupMax(v19);
    let v141 = v138 + v140;
    let v143 = subgroupExclusiveAdd(v19);
    let v144 = v141 + v143;
    let v146 = subgroupExclusiveMul(v19);
    let v147 = v144 + v146;
    let v149 = subgroupAnd(v19);
    let v151 = subgroupOr(v19);
    let v152 = v149 | v151;
    let v154 = subgroupXor(v19);
    let v155 = v152 | v154;
    let v156 = v147 + v155;
    let v158 = subgroupBroadcastFirst(v19);
    let v160 = subgroupShuffle(v19, 3u);
    let v161 = v158 + v160;
    let v162 = v156 + v161;
    let v164 = subgroupAll(v19 == subgroupBroadcastFirst(v19));
    if v164 {
        cond_2 = 1i;
    } else {
        cond_2 = 0i;
    }
    let cond_12 = cond_2;
    let v169 = u32(cond_12);
    let v170 = v162 + v169;
    let v172 = subgroupAdd(v25);
    let v174 = subgroupMul(v25);
    let v175 = v172 + v174;
    let v177 = subgroupMin(v25);
    let v178 = v175 + v177;
    let v180 = subgroupMax(v25);
    let v181 = v178 + v180;
    let v183 = subgroupExclusiveAdd(v25);
    let v184 = v181 + v183;
    let v186 = subgroupExclusiveMul(v25);
    let v187 = v184 + v186;
    let v189 = subgroupAnd(v25);
    let v191 = subgroupOr(v25);
    let v192 = v189 | v191;
    let v194 = subgroupXor(v25);
    let v195 = v192 | v194;
    let v196 = v187 + v195;
    let v198 = subgroupBroadcastFirst(v25);
    let v200 = subgroupShuffle(v25, 3u);
    let v201 = v198 + v200;
    let v202 = v196 + v201;
    let eq_1 = v25 == subgroupBroadcastFirst(v25);
    let v204 = vec2<bool>(subgroupAll(eq_1[0]), subgroupAll(eq_1[1]));
    let v205 = all(v204);
    if v205 {
        cond_3 = 1i;
    } else {
        cond_3 = 0i;
    }
    let cond_13 = cond_3;
    let v210 = u32(cond_13);
    let v211 = vec2<u32>(v210);
    let v212 = v202 + v211;
    let v213 = vec4<u32>(v170, 0u, v212);
    let v217 = subgroupAdd(v40);
    let v219 = subgroupMul(v40);
    let v220 = v217 + v219;
    let v222 = subgroupMin(v40);
    let v223 = v220 + v222;
    let v225 = subgroupMax(v40);
    let v226 = v223 + v225;
    let v228 = subgroupExclusiveAdd(v40);
    let v229 = v226 + v228;
    let v231 = subgroupExclusiveMul(v40);
    let v232 = v229 + v231;
    let v234 = subgroupBroadcastFirst(v40);
    let v236 = subgroupShuffle(v40, 3u);
    let v237 = v234 + v236;
    let v238 = v232 + v237;
    let v240 = subgroupAdd(v31);
    let v242 = subgroupMul(v31);
    let v243 = v240 + v242;
    let v245 = subgroupMin(v31);
    let v246 = v243 + v245;
    let v248 = subgroupMax(v31);
    let v249 = v246 + v248;
    let v251 = subgroupExclusiveAdd(v31);
    let v252 = v249 + v251;
    let v254 = subgroupExclusiveMul(v31);
    let v255 = v252 + v254;
    let v256 = vec4<f32>(v255);
    let v257 = v238 + v256;
    let v259 = subgroupBroadcastFirst(v31);
    let v261 = subgroupShuffle(v31, 3u);
    let v262 = v259 + v261;
    let v263 = vec4<f32>(v262);
    let v264 = v257 + v263;
    let eq_2 = v40 == subgroupBroadcastFirst(v40);
    let v266 = vec4<bool>(subgroupAll(eq_2[0]), subgroupAll(eq_2[1]), subgroupAll(eq_2[2]), subgroupAll(eq_2[3]));
    let v267 = all(v266);
    if v267 {
        cond_4 = 1i;
    } else {
        cond_4 = 0i;
    }
    let cond_14 = cond_4;
    let v272 = f32(cond_14);
    let v273 = vec4<f32>(v272);
    let v274 = v264 + v273;
    let v276 = subgroupAll(v31 == subgroupBroadcastFirst(v31));
    if v276 {
        cond_5 = 1i;
    } else {
        cond_5 = 0i;
    }
    let cond_15 = cond_5;
    let v281 = f32(cond_15);
    let v282 = vec4<f32>(v281);
    let v283 = v274 + v282;
    let v289 = subgroupBroadcastFirst(select(u32(0u), u32(1u), v45)) != u32(0u);
    if v289 {
        or = v289;
    } else {
        let v292 = subgroupShuffle(select(u32(0u), u32(1u), v45), 1u) != u32(0u);
        or = v292;
    }
    let or_2 = or;
    if or_2 {
        or_1 = or_2;
    } else {
        let v297 = subgroupAll(select(u32(0u), u32(1u), v45) == subgroupBroadcastFirst(select(u32(0u), u32(1u), v45)));
        or_1 = v297;
    }
    let or_3 = or_1;
    let v303 = subgroupAny(v45);
    if v303 {
        cond_6 = 1u;
    } else {
        cond_6 = 0u;
    }
    let cond_16 = cond_6;
    let v309 = subgroupAll(v45);
    if v309 {
        cond_7 = 2u;
    } else {
        cond_7 = 0u;
    }
    let cond_17 = cond_7;
    let v314 = cond_16 | cond_17;
    let v315 = subgroupElect();
    if v315 {
        cond_8 = 4u;
    } else {
        cond_8 = 0u;
    }
    let cond_18 = cond_8;
    let v320 = v314 | cond_18;
    if or_3 {
        cond_9 = 8u;
    } else {
        cond_9 = 0u;
    }
    let cond_19 = cond_9;
    let v326 = v320 | cond_19;
    let v330 = subgroupAdd(select(u32(0u), u32(1u), v45));
    let v332 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v45));
    let v333 = v330 + v332;
    let v335 = v333 + v326;
    let v338 = gl_GlobalInvocationID.x;
    OutI[v338] = v128;
    let v343 = gl_GlobalInvocationID.x;
    let v347 = subgroupBallot(v45);
    let v348 = v213 + v347;
    let v350 = vec4<u32>(v335);
    let v351 = v348 + v350;
    OutU[v343] = v351;
    let v354 = gl_GlobalInvocationID.x;
    OutF[v354] = v283;
    return;
}
