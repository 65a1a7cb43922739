@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var Bilinear: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = f32(v6);
    let v9 = v2 / 4u;
    let v10 = f32(v9);
    let v11 = vec2<f32>(v7, v10);
    let v12 = v11 + vec2<f32>(0.5f);
    let v13 = v12 / vec2<f32>(4f);
    let v16 = v2 * 4u;
    let v17 = v16 + 0u;
    let v22 = textureSampleLevel(Tex, Point, v13, 0f);
    Out[v17] = v22;
    let v25 = v2 * 4u;
    let v26 = v25 + 1u;
    let v31 = v13 + vec2<f32>(0.125f, 0f);
    let v32 = textureSampleLevel(Tex, Bilinear, v31, 0f);
    Out[v26] = v32;
    let v35 = v2 * 4u;
    let v36 = v35 + 2u;
    let v41 = textureSampleLevel(Tex, Point, v13, 1f, vec2<i32>(1i, 0i));
    Out[v36] = v41;
    let v44 = v2 * 4u;
    let v45 = v44 + 3u;
    let v50 = textureSampleGrad(Tex, Point, v13, vec2<f32>(1f, 0f), vec2<f32>(0f, 1f));
    Out[v45] = v50;
    return;
}
