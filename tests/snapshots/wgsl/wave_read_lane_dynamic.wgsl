enable subgroups;
diagnostic(off, subgroup_uniformity);

struct type_Params {
    Source: u32,
}

@group(0) @binding(0) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> OutF: array<vec4<f32>>;
@group(0) @binding(3) var<storage, read_write> OutB: array<u32>;
@group(0) @binding(4) var<uniform> Params: type_Params;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(subgroup_size) gl_SubgroupSize: u32, @builtin(subgroup_invocation_id) gl_SubgroupInvocationID: u32) {
    var cond: u32;
    var cond_1: u32;
    var cond_2: u32;
    var cond_3: u32;
    let v8 = Params.Source;
    let v10 = v8 % gl_SubgroupSize;
    let v14 = gl_SubgroupInvocationID + 1u;
    let v16 = v14 % gl_SubgroupSize;
    let v20 = gl_GlobalInvocationID.x;
    let v21 = i32(v20);
    let v22 = v21 - 9i;
    let v26 = gl_GlobalInvocationID.x;
    let v30 = gl_GlobalInvocationID.x;
    let v31 = f32(v30);
    let v32 = v31 * 1.5f;
    let v36 = gl_GlobalInvocationID.x;
    let v37 = v36 % 3u;
    let v38 = v37 == 0u;
    let v41 = gl_GlobalInvocationID.x;
    let v45 = subgroupShuffle(v22, v10);
    let v47 = vec2<i32>(v22, 2i);
    let v49 = subgroupShuffle(v47, v16);
    let v52 = subgroupShuffle(v22, v16);
    let v53 = vec4<i32>(v45, v49, v52);
    let v56 = -v22;
    let v57 = vec3<i32>(v22, v56, 4i);
    let v59 = subgroupShuffle(v57, v10);
    let v60 = vec4<i32>(v59, 0i);
    let v61 = v53 + v60;
    let v65 = vec4<i32>(v22, v22, v22, 1i);
    let v67 = subgroupShuffle(v65, v16);
    let v68 = v61 + v67;
    OutI[v41] = v68;
    let v71 = gl_GlobalInvocationID.x;
    let v75 = subgroupShuffle(v26, v16);
    let v77 = vec2<u32>(v26, 3u);
    let v79 = subgroupShuffle(v77, v10);
    let v80 = vec4<u32>(v75, v79, 0u);
    let v83 = vec3<u32>(v26, v26, 7u);
    let v85 = subgroupShuffle(v83, v16);
    let v86 = vec4<u32>(v85, 0u);
    let v87 = v80 + v86;
    let v89 = vec4<u32>(v26, 1u, 2u, 3u);
    let v91 = subgroupShuffle(v89, v10);
    let v92 = v87 + v91;
    OutU[v71] = v92;
    let v95 = gl_GlobalInvocationID.x;
    let v99 = subgroupShuffle(v32, v10);
    let v102 = -v32;
    let v103 = vec2<f32>(v32, v102);
    let v105 = subgroupShuffle(v103, v16);
    let v108 = subgroupShuffle(v32, v16);
    let v109 = vec4<f32>(v99, v105, v108);
    let v111 = vec3<f32>(v32, 0.5f, 1f);
    let v113 = subgroupShuffle(v111, v10);
    let v114 = vec4<f32>(v113, 0f);
    let v115 = v109 + v114;
    let v120 = vec4<f32>(v32, v32, v32, v32);
    let v122 = subgroupShuffle(v120, v16);
    let v123 = v115 + v122;
    OutF[v95] = v123;
    let v128 = !v38;
    let v129 = vec3<bool>(v38, v128, true);
    let v131 = subgroupShuffle(select(vec3<u32>(0u), vec3<u32>(1u), v129), v16) != vec3<u32>(0u);
    let v134 = gl_GlobalInvocationID.x;
    let v138 = subgroupShuffle(select(u32(0u), u32(1u), v38), v10) != u32(0u);
    if v138 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_4 = cond;
    let v145 = vec2<bool>(v38, v38);
    let v147 = subgroupShuffle(select(vec2<u32>(0u), vec2<u32>(1u), v145), v16) != vec2<u32>(0u);
    let v148 = all(v147);
    if v148 {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_5 = cond_1;
    let v153 = cond_4 | cond_5;
    let v155 = any(v131);
    if v155 {
        cond_2 = 4u;
    } else {
        cond_2 = 0u;
    }
    let cond_6 = cond_2;
    let v160 = v153 | cond_6;
    let v164 = vec4<bool>(v38, v38, v38, true);
    let v166 = subgroupShuffle(select(vec4<u32>(0u), vec4<u32>(1u), v164), v10) != vec4<u32>(0u);
    let v167 = all(v166);
    if v167 {
        cond_3 = 8u;
    } else {
        cond_3 = 0u;
    }
    let cond_7 = cond_3;
    let v172 = v160 | cond_7;
    OutB[v134] = v172;
    return;
}
