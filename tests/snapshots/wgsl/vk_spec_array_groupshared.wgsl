@id(0) override N: u32 = 64u;
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;
var<workgroup> tile: array<f32, N>;

@compute @workgroup_size(N, 1u, 1u)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = f32(gl_LocalInvocationIndex);
    let v7 = v6 * 0.5f;
    tile[gl_LocalInvocationIndex] = v7;
    workgroupBarrier();
    let v13 = gl_LocalInvocationIndex + 1u;
    let v14 = N;
    let v15 = v13 % v14;
    let v17 = tile[v15];
    Out[gl_LocalInvocationIndex] = v17;
    return;
}
