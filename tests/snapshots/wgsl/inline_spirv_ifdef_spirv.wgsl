@group(0) @binding(0) var<storage, read_write> U: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v9 = reverseBits(gl_LocalInvocationIndex);
    U[gl_LocalInvocationIndex] = v9;
    return;
}
