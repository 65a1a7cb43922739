struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Detail: texture_2d<f32>;
@group(1) @binding(0) var Smp: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var out: main_out;
    let v10 = textureSample(Albedo, Smp, in_TEXCOORD0);
    let v13 = v10.w;
    let v14 = v13 < 0.5f;
    if v14 {
        discard;
    }
    let v17 = v10.x;
    let v18 = v17 - 0.00999999978f;
    let v19 = v18 < 0f;
    if v19 {
        discard;
    }
    let v25 = in_TEXCOORD0 * vec2<f32>(8f);
    let v26 = textureSample(Detail, Smp, v25);
    let v30 = v10 * v26;
    let v32 = fwidth(in_TEXCOORD0);
    let v33 = vec4<f32>(v32, 0f, 0f);
    let v34 = v30 + v33;
    out.out_SV_Target = v34;
    let v39 = out;
    return v39;
}
