enable f16;
enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f16>>;
@group(0) @binding(1) var<storage, read_write> OutM: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v170: vec4<u32>;
    var v182: vec4<u32>;
    var v192: vec4<f16>;
    var v202: vec4<f16>;
    var v212: vec2<f16>;
    var v222: vec3<f16>;
    var v232: f16;
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
    loop {
        let v164 = subgroupBroadcastFirst(v8);
        let v165 = f32(v8);
        let v166 = f32(v164);
        let v167 = bitcast<u32>(v165);
        let v168 = bitcast<u32>(v166);
        let v169 = v167 == v168;
        v170 = subgroupBallot(v169);
        if v169 {
            break;
        }
    }
    loop {
        let v175 = subgroupBroadcastFirst(v18);
        let v176 = vec3<f32>(v18);
        let v177 = vec3<f32>(v175);
        let v178 = bitcast<vec3<u32>>(v176);
        let v179 = bitcast<vec3<u32>>(v177);
        let v180 = v178 == v179;
        let v181 = all(v180);
        v182 = subgroupBallot(v181);
        if v181 {
            break;
        }
    }
    let v31 = v170 ^ v182;
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
    let v187 = subgroupBallot(true);
    let v188 = v31 & v187;
    loop {
        let v189 = subgroupBroadcastFirst(v188);
        let v190 = v188 == v189;
        let v191 = all(v190);
        if v191 {
            v192 = subgroupExclusiveAdd(v24);
            break;
        }
    }
    let v72 = v68 + v192;
    let v197 = subgroupBallot(true);
    let v198 = v31 & v197;
    loop {
        let v199 = subgroupBroadcastFirst(v198);
        let v200 = v198 == v199;
        let v201 = all(v200);
        if v201 {
            v202 = subgroupExclusiveMul(v24);
            break;
        }
    }
    let v76 = v72 + v202;
    let v80 = subgroupAdd(v12);
    let v82 = subgroupExclusiveAdd(v12);
    let v83 = v80 + v82;
    let v85 = subgroupShuffle(v12, 2u);
    let v86 = v83 + v85;
    let v88 = quadSwapX(v12);
    let v89 = v86 + v88;
    let v207 = subgroupBallot(true);
    let v208 = v31 & v207;
    loop {
        let v209 = subgroupBroadcastFirst(v208);
        let v210 = v208 == v209;
        let v211 = all(v210);
        if v211 {
            v212 = subgroupExclusiveAdd(v12);
            break;
        }
    }
    let v93 = v89 + v212;
    let v97 = subgroupMax(v18);
    let v99 = subgroupExclusiveMul(v18);
    let v100 = v97 + v99;
    let v102 = quadBroadcast(v18, 2u);
    let v103 = v100 + v102;
    let v217 = subgroupBallot(true);
    let v218 = v31 & v217;
    loop {
        let v219 = subgroupBroadcastFirst(v218);
        let v220 = v218 == v219;
        let v221 = all(v220);
        if v221 {
            v222 = subgroupExclusiveMul(v18);
            break;
        }
    }
    let v107 = v103 + v222;
    let v111 = subgroupAdd(v8);
    let v113 = subgroupExclusiveAdd(v8);
    let v114 = v111 + v113;
    let v116 = subgroupBroadcastFirst(v8);
    let v117 = v114 + v116;
    let v119 = quadSwapY(v8);
    let v120 = v117 + v119;
    let v227 = subgroupBallot(true);
    let v228 = v31 & v227;
    loop {
        let v229 = subgroupBroadcastFirst(v228);
        let v230 = v228 == v229;
        let v231 = all(v230);
        if v231 {
            v232 = subgroupExclusiveAdd(v8);
            break;
        }
    }
    let v124 = v120 + v232;
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
