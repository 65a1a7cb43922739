@group(0) @binding(0) var<storage, read> In2: array<vec2<f32>>;
@group(0) @binding(1) var<storage, read> In4: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> Out4: array<vec4<f32>>;
@group(0) @binding(3) var<storage, read_write> Out2: array<vec2<i32>>;
@group(0) @binding(4) var<storage, read_write> Count: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> Max: array<atomic<i32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var texel_old: u32;
    var texel_old_1: i32;
    let v2 = gl_GlobalInvocationID.x;
    let v96 = arrayLength(&In2);
    let v97 = arrayLength(&In4);
    let v98 = arrayLength(&Out4);
    let v99 = arrayLength(&In2);
    let v100 = v2 < v99;
    let v102 = In2[v2];
    let v103 = v102.x;
    let v104 = v102.y;
    let v105 = vec4<f32>(v103, v104, 0f, 1f);
    let v106 = select(vec4<f32>(), v105, v100);
    let v20 = v106.xy;
    let v24 = i32(v2);
    let v107 = bitcast<u32>(v24);
    let v108 = arrayLength(&In4);
    let v109 = v107 < v108;
    let v111 = In4[v107];
    let v112 = select(vec4<u32>(), v111, v109);
    let v31 = v112.x;
    let v33 = v112.w;
    let v34 = v31 + v33;
    let v35 = f32(v34);
    let v37 = v96 * 100u;
    let v39 = v97 * 10u;
    let v40 = v37 + v39;
    let v42 = v40 + v98;
    let v43 = f32(v42);
    let v44 = vec4<f32>(v20, v35, v43);
    let v113 = arrayLength(&Out4);
    let v114 = v2 < v113;
    if v114 {
        Out4[v2] = v44;
    }
    let v117 = arrayLength(&Out4);
    let v118 = v2 < v117;
    let v120 = Out4[v2];
    let v121 = select(vec4<f32>(), v120, v118);
    let v50 = v121.y;
    let v51 = v50 + 0.5f;
    let v122 = arrayLength(&Out4);
    let v123 = v2 < v122;
    let v125 = Out4[v2];
    let v126 = select(vec4<f32>(), v125, v123);
    var v54 = v126;
    v54.y = v51;
    let v127 = arrayLength(&Out4);
    let v128 = v2 < v127;
    if v128 {
        Out4[v2] = v54;
    }
    let v59 = v112.yz;
    let v60 = vec2<i32>(v59);
    let v62 = i32(v2);
    let v63 = vec2<i32>(v62);
    let v64 = v60 - v63;
    let v65 = vec4<i32>(v64, 0i, 0i);
    let v131 = arrayLength(&Out2);
    let v132 = v2 < v131;
    let v134 = v65.xy;
    if v132 {
        Out2[v2] = v134;
    }
    let v136 = arrayLength(&Out2);
    let v137 = v2 < v136;
    let v139 = Out2[v2];
    let v140 = v139.x;
    let v141 = v139.y;
    let v142 = vec4<i32>(v140, v141, 0i, 1i);
    let v143 = select(vec4<i32>(), v142, v137);
    let v71 = v143.xy;
    let v72 = v71.x;
    let v73 = v72 * 2i;
    let v144 = arrayLength(&Out2);
    let v145 = v2 < v144;
    let v147 = Out2[v2];
    let v148 = v147.x;
    let v149 = v147.y;
    let v150 = vec4<i32>(v148, v149, 0i, 1i);
    let v151 = select(vec4<i32>(), v150, v145);
    let v76 = v151.xy;
    var v77 = v76;
    v77.x = v73;
    let v78 = vec4<i32>(v77, 0i, 0i);
    let v152 = arrayLength(&Out2);
    let v153 = v2 < v152;
    let v155 = v78.xy;
    if v153 {
        Out2[v2] = v155;
    }
    let v82 = v2 % 2u;
    let v85 = v112.x;
    let v158 = arrayLength(&Count);
    let v159 = v82 < v158;
    texel_old = 0u;
    if v159 {
        let v86 = atomicAdd(&Count[v82], v85);
        texel_old = v86;
    }
    let v164 = bitcast<u32>(0i);
    let v90 = v112.y;
    let v91 = i32(v90);
    let v92 = v91 - 10i;
    let v166 = arrayLength(&Max);
    let v167 = v164 < v166;
    texel_old_1 = 0i;
    if v167 {
        let v93 = atomicMax(&Max[v164], v92);
        texel_old_1 = v93;
    }
    return;
}
