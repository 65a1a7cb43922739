var<workgroup> value: u32;
@group(0) @binding(0) var<storage, read_write> U: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v4 = gl_LocalInvocationIndex == 0u;
    if v4 {
        value = 42u;
    }
    workgroupBarrier();
    let v18 = value;
    let v15 = v18 + gl_LocalInvocationIndex;
    U[gl_LocalInvocationIndex] = v15;
    return;
}
