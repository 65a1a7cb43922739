var<workgroup> total: atomic<u32>;
@group(0) @binding(0) var<storage, read_write> U: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v4 = gl_LocalInvocationIndex == 0u;
    if v4 {
        atomicStore(&total, 0u);
    }
    workgroupBarrier();
    let v23 = atomicAdd(&total, gl_LocalInvocationIndex);
    workgroupBarrier();
    let v19 = atomicLoad(&total);
    let v20 = v23 + v19;
    U[gl_LocalInvocationIndex] = v20;
    return;
}
