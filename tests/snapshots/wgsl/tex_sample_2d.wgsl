struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Normals: texture_2d<f32>;
@group(0) @binding(2) var Rough: texture_2d<f32>;
@group(0) @binding(3) var Height: texture_2d<f32>;
@group(1) @binding(0) var Linear: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var out: main_out;
    let v10 = textureSample(Albedo, Linear, in_TEXCOORD0);
    let v15 = textureSample(Albedo, Linear, in_TEXCOORD0, vec2<i32>(1i, -1i));
    let v17 = v10 + v15;
    let v22 = textureSampleBias(Albedo, Linear, in_TEXCOORD0, -0.5f);
    let v24 = v17 + v22;
    let v29 = textureSampleBias(Albedo, Linear, in_TEXCOORD0, 1f, vec2<i32>(-8i, 7i));
    let v31 = v24 + v29;
    let v36 = textureSampleLevel(Albedo, Linear, in_TEXCOORD0, 3f);
    let v38 = v31 + v36;
    let v43 = textureSampleLevel(Albedo, Linear, in_TEXCOORD0, 0.5f, vec2<i32>(2i, 0i));
    let v45 = v38 + v43;
    let v51 = dpdx(in_TEXCOORD0);
    let v52 = v51 * vec2<f32>(2f);
    let v54 = dpdy(in_TEXCOORD0);
    let v55 = v54 * vec2<f32>(2f);
    let v56 = textureSampleGrad(Albedo, Linear, in_TEXCOORD0, v52, v55);
    let v58 = v45 + v56;
    let v63 = textureSampleGrad(Albedo, Linear, in_TEXCOORD0, vec2<f32>(0.00999999978f, 0f), vec2<f32>(0f, 0.00999999978f), vec2<i32>(0i, 3i));
    let v65 = v58 + v63;
    let v71 = textureSample(Normals, Linear, in_TEXCOORD0);
    let v72 = v71.xy;
    let v73 = v72 * vec2<f32>(2f);
    let v74 = v73 - vec2<f32>(1f);
    let v80 = textureSample(Rough, Linear, in_TEXCOORD0);
    let v81 = v80.y;
    let v87 = textureSampleLevel(Height, Linear, in_TEXCOORD0, 0f);
    let v88 = v87.x;
    let v91 = v65 * vec4<f32>(0.125f);
    let v95 = vec4<f32>(v74, v81, v88);
    let v96 = v91 + v95;
    out.out_SV_Target = v96;
    let v101 = out;
    return v101;
}
