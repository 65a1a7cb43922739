@group(0) @binding(0) var<storage, read_write> U: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    U[gl_LocalInvocationIndex] = gl_LocalInvocationIndex;
    return;
}
