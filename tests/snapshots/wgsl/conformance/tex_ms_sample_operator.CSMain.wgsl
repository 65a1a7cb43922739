@group(0) @binding(0) var MS: texture_multisampled_2d<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v8 = v2 / 4u;
    let v9 = vec2<u32>(v6, v8);
    let v12 = v2 * 2u;
    let v13 = v12 + 0u;
    let v17 = textureLoad(MS, v9, 2u);
    Out[v13] = v17;
    let v20 = v2 * 2u;
    let v21 = v20 + 1u;
    let v25 = textureLoad(MS, v9, 0u);
    Out[v21] = v25;
    return;
}
