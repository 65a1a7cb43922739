@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var Bilinear: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = v6 + 1u;
    let v8 = f32(v7);
    let v10 = v2 / 4u;
    let v11 = v10 + 1u;
    let v12 = f32(v11);
    let v13 = vec2<f32>(v8, v12);
    let v14 = v13 / vec2<f32>(4f);
    let v17 = v2 * 3u;
    let v18 = v17 + 0u;
    let v23 = textureGather(0i, Tex, Point, v14);
    Out[v18] = v23;
    let v26 = v2 * 3u;
    let v27 = v26 + 1u;
    let v32 = textureGather(3i, Tex, Point, v14, vec2<i32>(-1i, 0i));
    Out[v27] = v32;
    let v35 = v2 * 3u;
    let v36 = v35 + 2u;
    let v41 = textureGather(1i, Tex, Bilinear, v14);
    Out[v36] = v41;
    return;
}
