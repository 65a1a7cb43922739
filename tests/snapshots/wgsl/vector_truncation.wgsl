@group(0) @binding(0) var<storage, read_write> Out: array<vec2<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6, 1f, 2f, 3f);
    let v11 = v7.xy;
    let v14 = gl_GlobalInvocationID.x;
    Out[v14] = v11;
    return;
}
