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
    let v29 = length(k);
    let k_1 = 1f;
    let v30 = distance(k_1, 4f);
    let v31 = v29 + v30;
    OutF[v26] = v31;
    let v36 = gl_GlobalInvocationID.x;
    let v37 = v36 * 4u;
    let v38 = v37 + 2u;
    let k_2 = 3.39999995e+38f;
    let v42 = k_2 * 3.39999995e+38f;
    let k_3 = 2.5f;
    let v43 = k_3 % 0f;
    let v44 = v42 + v43;
    OutF[v38] = v44;
    let v47 = gl_GlobalInvocationID.x;
    let v48 = v47 * 4u;
    let v49 = v48 + 1u;
    OutI[v49] = -1i;
    let v60 = gl_GlobalInvocationID.x;
    let v61 = v60 * 4u;
    let v62 = v61 + 2u;
    let k_4 = 1u;
    let v64 = countOneBits(k_4);
    let v65 = i32(v64);
    let v67 = v65 >> u32(8i);
    OutI[v62] = v67;
    return;
}
