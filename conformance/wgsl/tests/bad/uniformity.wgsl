// EXPECT: error: 'workgroupBarrier' must only be called from uniform control flow
@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
    if (a[i] > 0u) {
        workgroupBarrier();
    }
    a[i] = 0u;
}
