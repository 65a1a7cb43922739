@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v13 = gl_GlobalInvocationID.x;
    let v14 = f32(v13);
    let v15 = v14 * 0.25f;
    let v16 = vec4<f32>(v15);
    let v19 = gl_GlobalInvocationID.x;
    let v33 = vec4<f32>(10.5f, 10.5f, 10.5f, 3.5f) + v16;
    Out[v19] = v33;
    return;
}
