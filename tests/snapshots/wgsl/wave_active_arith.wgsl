enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutF: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(2) var<storage, read_write> OutU: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.5f;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = i32(v11);
    let v13 = v12 - 20i;
    let v17 = gl_GlobalInvocationID.x;
    let v20 = gl_GlobalInvocationID.x;
    let v23 = subgroupAdd(v7);
    let v25 = v7 * 0.00999999978f;
    let v26 = v25 + 1f;
    let v27 = subgroupMul(v26);
    let v29 = subgroupMin(v7);
    let v31 = subgroupMax(v7);
    let v32 = vec4<f32>(v23, v27, v29, v31);
    OutF[v20] = v32;
    let v35 = gl_GlobalInvocationID.x;
    let v38 = subgroupAdd(v13);
    let v40 = v13 % 3i;
    let v41 = subgroupMul(v40);
    let v43 = subgroupMin(v13);
    let v45 = subgroupMax(v13);
    let v46 = vec4<i32>(v38, v41, v43, v45);
    OutI[v35] = v46;
    let v49 = gl_GlobalInvocationID.x;
    let v52 = vec2<u32>(v17, 1u);
    let v53 = subgroupAdd(v52);
    let v55 = subgroupMin(v17);
    let v57 = subgroupMax(v17);
    let v58 = vec4<u32>(v53, v55, v57);
    OutU[v49] = v58;
    return;
}
