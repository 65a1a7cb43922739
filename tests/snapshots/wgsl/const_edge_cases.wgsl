enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutF: array<f32>;
@group(0) @binding(1) var<storage, read_write> OutI: array<i32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v5 = v4 * 4u;
    let v6 = v5 + 0u;
    let v9 = gl_GlobalInvocationID.x;
    let v10 = i32(v9);
    let v11 = min(max(v10, 127i), 1i);
    OutI[v6] = v11;
    let v14 = gl_GlobalInvocationID.x;
    let v15 = v14 * 4u;
    let v16 = v15 + 0u;
    let v19 = gl_GlobalInvocationID.x;
    let v20 = f32(v19);
    let v21 = subgroupShuffle(v20, 0u);
    OutF[v16] = v21;
    let v24 = gl_GlobalInvocationID.x;
    let v25 = v24 * 4u;
    let v26 = v25 + 1u;
    let k = -3f;
    let v28 = length(k);
    let k_1 = 1f;
    let v29 = distance(k_1, 4f);
    let v30 = v28 + v29;
    OutF[v26] = v30;
    let v35 = gl_GlobalInvocationID.x;
    let v36 = v35 * 4u;
    let v37 = v36 + 2u;
    let k_2 = 3.39999995e+38f;
    let v41 = k_2 * 3.39999995e+38f;
    let k_3 = 2.5f;
    let v42 = k_3 % 0f;
    let v43 = v41 + v42;
    OutF[v37] = v43;
    let v46 = gl_GlobalInvocationID.x;
    let v47 = v46 * 4u;
    let v48 = v47 + 1u;
    OutI[v48] = -1i;
    let v52 = gl_GlobalInvocationID.x;
    let v53 = v52 * 4u;
    let v54 = v53 + 2u;
    let k_4 = 1u;
    let v56 = countOneBits(k_4);
    let v57 = i32(v56);
    let v59 = v57 >> u32(8i);
    OutI[v54] = v59;
    return;
}
