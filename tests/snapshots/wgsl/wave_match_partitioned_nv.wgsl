enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutM: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> OutF: array<vec2<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v81: vec4<u32>;
    var v91: vec4<u32>;
    var v99: vec4<u32>;
    var v109: u32;
    var v119: u32;
    var v129: u32;
    var v145: u32;
    var v161: u32;
    var v177: u32;
    var v187: vec2<f32>;
    var v197: vec2<f32>;
    var multi_prefix: u32;
    var multi_prefix_1: u32;
    var multi_prefix_2: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 5u;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = f32(v10);
    loop {
        let v79 = subgroupBroadcastFirst(v6);
        let v80 = v6 == v79;
        v81 = subgroupBallot(v80);
        if v80 {
            break;
        }
    }
    let v18 = gl_GlobalInvocationID.x;
    let v22 = vec2<f32>(v11, 1f);
    loop {
        let v86 = subgroupBroadcastFirst(v22);
        let v87 = bitcast<vec2<u32>>(v22);
        let v88 = bitcast<vec2<u32>>(v86);
        let v89 = v87 == v88;
        let v90 = all(v89);
        v91 = subgroupBallot(v90);
        if v90 {
            break;
        }
    }
    let v24 = v81 ^ v91;
    let v26 = i32(v6);
    let v27 = vec3<i32>(1i, v26, 2i);
    loop {
        let v96 = subgroupBroadcastFirst(v27);
        let v97 = v27 == v96;
        let v98 = all(v97);
        v99 = subgroupBallot(v98);
        if v98 {
            break;
        }
    }
    let v29 = v24 ^ v99;
    OutM[v18] = v29;
    let v32 = gl_GlobalInvocationID.x;
    let v35 = gl_GlobalInvocationID.x;
    let v104 = subgroupBallot(true);
    let v105 = v81 & v104;
    loop {
        let v106 = subgroupBroadcastFirst(v105);
        let v107 = v105 == v106;
        let v108 = all(v107);
        if v108 {
            v109 = subgroupExclusiveAdd(v35);
            break;
        }
    }
    let v39 = v6 + 1u;
    let v114 = subgroupBallot(true);
    let v115 = v81 & v114;
    loop {
        let v116 = subgroupBroadcastFirst(v115);
        let v117 = v115 == v116;
        let v118 = all(v117);
        if v118 {
            v119 = subgroupExclusiveMul(v39);
            break;
        }
    }
    let v43 = gl_GlobalInvocationID.x;
    let v44 = v43 & 1u;
    let v45 = v44 != 0u;
    let v124 = subgroupBallot(true);
    let v125 = v81 & v124;
    loop {
        let v126 = subgroupBroadcastFirst(v125);
        let v127 = v125 == v126;
        let v128 = all(v127);
        if v128 {
            v129 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v45));
            break;
        }
    }
    let v49 = gl_GlobalInvocationID.x;
    multi_prefix = 4294967295u;
    loop {
        let multi_prefix_3 = multi_prefix;
        let v135 = subgroupElect();
        let v136 = subgroupBallot(v135);
        let v137 = subgroupBroadcastFirst(v49);
        let v138 = v136 & v81;
        let v139 = v138 != vec4<u32>();
        let v140 = any(v139);
        let v141 = !v135;
        let v142 = v140 & v141;
        let v144 = multi_prefix_3 & v137;
        v145 = select(multi_prefix_3, v144, v142);
        if v135 {
            break;
        }
        continuing {
            multi_prefix = v145;
        }
    }
    let v53 = gl_GlobalInvocationID.x;
    multi_prefix_1 = 0u;
    loop {
        let multi_prefix_4 = multi_prefix_1;
        let v151 = subgroupElect();
        let v152 = subgroupBallot(v151);
        let v153 = subgroupBroadcastFirst(v53);
        let v154 = v152 & v81;
        let v155 = v154 != vec4<u32>();
        let v156 = any(v155);
        let v157 = !v151;
        let v158 = v156 & v157;
        let v160 = multi_prefix_4 | v153;
        v161 = select(multi_prefix_4, v160, v158);
        if v151 {
            break;
        }
        continuing {
            multi_prefix_1 = v161;
        }
    }
    let v56 = v145 ^ v161;
    let v58 = gl_GlobalInvocationID.x;
    multi_prefix_2 = 0u;
    loop {
        let multi_prefix_5 = multi_prefix_2;
        let v167 = subgroupElect();
        let v168 = subgroupBallot(v167);
        let v169 = subgroupBroadcastFirst(v58);
        let v170 = v168 & v81;
        let v171 = v170 != vec4<u32>();
        let v172 = any(v171);
        let v173 = !v167;
        let v174 = v172 & v173;
        let v176 = multi_prefix_5 ^ v169;
        v177 = select(multi_prefix_5, v176, v174);
        if v167 {
            break;
        }
        continuing {
            multi_prefix_2 = v177;
        }
    }
    let v61 = v56 ^ v177;
    let v62 = vec4<u32>(v109, v119, v129, v61);
    OutU[v32] = v62;
    let v65 = gl_GlobalInvocationID.x;
    let v68 = vec2<f32>(v11, 1f);
    let v182 = subgroupBallot(true);
    let v183 = v81 & v182;
    loop {
        let v184 = subgroupBroadcastFirst(v183);
        let v185 = v183 == v184;
        let v186 = all(v185);
        if v186 {
            v187 = subgroupExclusiveAdd(v68);
            break;
        }
    }
    let v72 = vec2<f32>(v11, 2f);
    let v192 = subgroupBallot(true);
    let v193 = v81 & v192;
    loop {
        let v194 = subgroupBroadcastFirst(v193);
        let v195 = v193 == v194;
        let v196 = all(v195);
        if v196 {
            v197 = subgroupExclusiveMul(v72);
            break;
        }
    }
    let v75 = v187 + v197;
    OutF[v65] = v75;
    return;
}
