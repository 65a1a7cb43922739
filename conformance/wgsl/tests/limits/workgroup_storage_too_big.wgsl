// EXPECT: error: pipeline 'main': The total use of workgroup storage (65536 bytes) is larger than the maximum allowed
var<workgroup> big: array<vec4<f32>, 4096>;
@group(0) @binding(0) var<storage, read_write> a: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) i: u32) {
    big[i] = vec4<f32>(a[i]);
    workgroupBarrier();
    a[i] = big[63u - i].x;
}
