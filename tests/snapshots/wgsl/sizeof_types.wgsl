@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v18 = gl_GlobalInvocationID.x;
    Out[v18] = 17287616u;
    return;
}
