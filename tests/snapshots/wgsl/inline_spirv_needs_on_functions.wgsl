@group(0) @binding(0) var<storage, read_write> U: array<u32>;

fn helper(x: u32) -> u32 {
    let v4 = x * 2u;
    return v4;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = helper(gl_LocalInvocationIndex);
    U[gl_LocalInvocationIndex] = v6;
    return;
}
