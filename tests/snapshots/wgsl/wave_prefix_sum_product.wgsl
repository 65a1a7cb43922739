enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutF: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 4u;
    let v7 = f32(v6);
    let v8 = v7 + 1f;
    let v12 = gl_GlobalInvocationID.x;
    let v13 = v12 & 7u;
    let v17 = gl_GlobalInvocationID.x;
    let v18 = v17 % 5u;
    let v19 = i32(v18);
    let v20 = v19 - 2i;
    let v24 = vec2<f32>(v8, 1f);
    let v25 = subgroupExclusiveAdd(v24);
    let v28 = gl_GlobalInvocationID.x;
    let v32 = v8 * 0.5f;
    let v33 = subgroupExclusiveMul(v32);
    let v35 = subgroupExclusiveAdd(v20);
    let v36 = f32(v35);
    let v37 = vec4<f32>(v25, v33, v36);
    OutF[v28] = v37;
    let v40 = gl_GlobalInvocationID.x;
    let v43 = subgroupExclusiveAdd(v13);
    let v45 = v13 | 1u;
    let v46 = subgroupExclusiveMul(v45);
    let v48 = subgroupExclusiveMul(v20);
    let v49 = u32(v48);
    let v50 = vec4<u32>(v43, v46, v49, 0u);
    OutU[v40] = v50;
    return;
}
