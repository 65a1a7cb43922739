// entry Clear
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn Clear(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    Out[v4] = 0u;
    return;
}
// entry Fill
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Hash(x: u32) -> u32 {
    let v5 = x >> 16u;
    let v7 = x ^ v5;
    let v10 = v7 * 2146121005u;
    let v14 = v10 >> 15u;
    let v16 = v10 ^ v14;
    return v16;
}

@compute @workgroup_size(32, 2, 1)
fn Fill(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = gl_GlobalInvocationID.y;
    let v7 = v6 * 32u;
    let v8 = v4 + v7;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = Hash(v11);
    Out[v8] = v12;
    return;
}
