@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 8, 16)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_id) gl_LocalInvocationID: vec3<u32>) {
    let v8 = gl_GlobalInvocationID.x;
    let v10 = gl_GlobalInvocationID.y;
    let v11 = v10 * 8u;
    let v12 = v8 + v11;
    let v14 = gl_GlobalInvocationID.z;
    let v15 = v14 * 64u;
    let v16 = v12 + v15;
    let v21 = gl_LocalInvocationID.x;
    let v23 = gl_LocalInvocationID.y;
    let v25 = v23 << 8u;
    let v26 = v21 | v25;
    let v28 = gl_LocalInvocationID.z;
    let v30 = v28 << 16u;
    let v31 = v26 | v30;
    Out[v16] = v31;
    return;
}
