@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Black: sampler;
@group(0) @binding(2) var White: sampler;
@group(0) @binding(3) var Transparent: sampler;
@group(0) @binding(4) var Once: sampler;
@group(0) @binding(5) var<storage, read_write> Out: array<vec4<f32>>;
var<private> uvs: array<vec2<f32>, 8> = array<vec2<f32>, 8>(vec2<f32>(-0.300000012f, 0.100000001f), vec2<f32>(1.20000005f, 0.600000024f), vec2<f32>(-1.10000002f, -0.600000024f), vec2<f32>(2.29999995f, 1.89999998f), vec2<f32>(0.400000006f, -0.200000003f), vec2<f32>(1.60000002f, 3.29999995f), vec2<f32>(-2.20000005f, 0.899999976f), vec2<f32>(0.100000001f, -1.39999998f));

@compute @workgroup_size(8, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v7 = uvs[v2];
    let v10 = v2 * 4u;
    let v11 = v10 + 0u;
    let v16 = textureSampleLevel(Tex, Black, v7, 0f);
    Out[v11] = v16;
    let v19 = v2 * 4u;
    let v20 = v19 + 1u;
    let v25 = textureSampleLevel(Tex, White, v7, 0f);
    Out[v20] = v25;
    let v28 = v2 * 4u;
    let v29 = v28 + 2u;
    let v34 = textureSampleLevel(Tex, Transparent, v7, 0f);
    Out[v29] = v34;
    let v37 = v2 * 4u;
    let v38 = v37 + 3u;
    let v43 = textureSampleLevel(Tex, Once, v7, 0f);
    Out[v38] = v43;
    return;
}
