@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var AtLeast1: sampler;
@group(0) @binding(2) var AtMost1: sampler;
@group(0) @binding(3) var Trilinear: sampler;
@group(0) @binding(4) var MagLinear: sampler;
@group(0) @binding(5) var<storage, read_write> Out: array<vec4<f32>>;

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
    let v16 = v2 * 5u;
    let v17 = v16 + 0u;
    let v22 = textureSampleLevel(Tex, AtLeast1, v13, 0f);
    Out[v17] = v22;
    let v25 = v2 * 5u;
    let v26 = v25 + 1u;
    let v31 = textureSampleLevel(Tex, AtMost1, v13, 2f);
    Out[v26] = v31;
    let v34 = v2 * 5u;
    let v35 = v34 + 2u;
    let v40 = textureSampleLevel(Tex, Trilinear, v13, 0.5f);
    Out[v35] = v40;
    let v43 = v2 * 5u;
    let v44 = v43 + 3u;
    let v49 = v13 + vec2<f32>(0.125f, 0f);
    let v50 = textureSampleLevel(Tex, MagLinear, v49, -1f);
    Out[v44] = v50;
    let v53 = v2 * 5u;
    let v54 = v53 + 4u;
    let v59 = v13 + vec2<f32>(0.125f, 0f);
    let v60 = textureSampleLevel(Tex, MagLinear, v59, 1f);
    Out[v54] = v60;
    return;
}
