@id(0) override SX: u32 = 8u;
@id(1) override SY: i32 = 2i;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(SX, u32(SY), 1u)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v7 = gl_GlobalInvocationID.x;
    let v9 = gl_GlobalInvocationID.y;
    let v10 = v9 * 64u;
    let v11 = v7 + v10;
    Out[v11] = gl_LocalInvocationIndex;
    return;
}
