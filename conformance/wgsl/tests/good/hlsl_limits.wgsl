// What HLSL allows and WebGPU's default limits do not (a warning, not an
// error): 1024 threads, 32 KiB of workgroup memory.
var<workgroup> tile: array<vec4<f32>, 2048>;
@group(0) @binding(0) var<storage, read_write> a: array<f32>;
@compute @workgroup_size(32, 32, 1)
fn main(@builtin(local_invocation_index) i: u32) {
    tile[i] = vec4<f32>(a[i]);
    workgroupBarrier();
    a[i] = tile[1023u - i].x;
}
