var<workgroup> Tile: array<f32, 32>;
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var lights: array<f32, 16>;
    let v9 = f32(gl_LocalInvocationIndex);
    Tile[gl_LocalInvocationIndex] = v9;
    workgroupBarrier();
    let v15 = gl_LocalInvocationIndex + 1u;
    let v16 = v15 % 8u;
    let v18 = Tile[v16];
    lights[0i] = v18;
    let v21 = gl_GlobalInvocationID.x;
    let v24 = lights[0i];
    let v25 = v24 + 2f;
    let v26 = v25 + 4f;
    Out[v21] = v26;
    return;
}
