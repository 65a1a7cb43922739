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
    let v23 = textureSampleBias(Albedo, Linear, in_TEXCOORD0, -0.5f);
    let v25 = v17 + v23;
    let v30 = textureSampleBias(Albedo, Linear, in_TEXCOORD0, 1f, vec2<i32>(-8i, 7i));
    let v32 = v25 + v30;
    let v37 = textureSampleLevel(Albedo, Linear, in_TEXCOORD0, 3f);
    let v39 = v32 + v37;
    let v44 = textureSampleLevel(Albedo, Linear, in_TEXCOORD0, 0.5f, vec2<i32>(2i, 0i));
    let v46 = v39 + v44;
    let v52 = dpdx(in_TEXCOORD0);
    let v53 = v52 * vec2<f32>(2f);
    let v55 = dpdy(in_TEXCOORD0);
    let v56 = v55 * vec2<f32>(2f);
    let v57 = textureSampleGrad(Albedo, Linear, in_TEXCOORD0, v53, v56);
    let v59 = v46 + v57;
    let v64 = textureSampleGrad(Albedo, Linear, in_TEXCOORD0, vec2<f32>(0.00999999978f, 0f), vec2<f32>(0f, 0.00999999978f), vec2<i32>(0i, 3i));
    let v66 = v59 + v64;
    let v72 = textureSample(Normals, Linear, in_TEXCOORD0);
    let v73 = v72.xy;
    let v74 = v73 * vec2<f32>(2f);
    let v75 = v74 - vec2<f32>(1f);
    let v81 = textureSample(Rough, Linear, in_TEXCOORD0);
    let v82 = v81.y;
    let v88 = textureSampleLevel(Height, Linear, in_TEXCOORD0, 0f);
    let v89 = v88.x;
    let v92 = v66 * vec4<f32>(0.125f);
    let v96 = vec4<f32>(v75, v82, v89);
    let v97 = v92 + v96;
    out.out_SV_Target = v97;
    let v102 = out;
    return v102;
}
