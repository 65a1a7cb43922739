// EXPECT: error: pipeline 'main': Entry-point uses workgroup_size(4096, 4096, 1) that exceeds
@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@compute @workgroup_size(4096, 4096, 1)
fn main(@builtin(local_invocation_index) i: u32) {
    a[i] = i;
}
