@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(16, 1, 1)
fn Second(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 * 3u;
    Out[v4] = v8;
    return;
}
