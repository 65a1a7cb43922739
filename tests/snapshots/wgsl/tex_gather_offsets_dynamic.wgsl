struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Params {
    Jitter: vec2<i32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(1) @binding(0) var Smp: sampler;
@group(2) @binding(0) var<uniform> Params: type_Params;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var out: main_out;
    let v8 = gl_FragCoord.xy;
    let v9 = vec2<i32>(v8);
    let v10 = v9 & vec2<i32>(3i);
    let v17 = Params.Jitter;
    let v18 = textureGather(0i, Tex, Smp, (in_TEXCOORD0 + vec2<f32>(v17) / vec2<f32>(textureDimensions(Tex))));
    let v25 = v10 + vec2<i32>(1i);
    let v27 = Params.Jitter;
    let v29 = -v10;
    let v30 = textureGather(1i, Tex, Smp, (in_TEXCOORD0 + vec2<f32>(v10) / vec2<f32>(textureDimensions(Tex))));
    let v31 = v30.w;
    let v32 = textureGather(1i, Tex, Smp, (in_TEXCOORD0 + vec2<f32>(v25) / vec2<f32>(textureDimensions(Tex))));
    let v33 = v32.w;
    let v34 = textureGather(1i, Tex, Smp, (in_TEXCOORD0 + vec2<f32>(v27) / vec2<f32>(textureDimensions(Tex))));
    let v35 = v34.w;
    let v36 = textureGather(1i, Tex, Smp, (in_TEXCOORD0 + vec2<f32>(v29) / vec2<f32>(textureDimensions(Tex))));
    let v37 = v36.w;
    let v38 = vec4<f32>(v31, v33, v35, v37);
    let v40 = v18 + v38;
    out.out_SV_Target = v40;
    let v47 = out;
    return v47;
}
