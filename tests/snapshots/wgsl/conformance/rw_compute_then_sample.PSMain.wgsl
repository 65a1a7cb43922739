struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(1) var Source: texture_2d<f32>;
@group(0) @binding(2) var Bilinear: sampler;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v6 = gl_FragCoord.xy;
    let v7 = v6 + vec2<f32>(0.5f, 0f);
    let v8 = v7 / vec2<f32>(4f);
    let v9 = textureSample(Source, Bilinear, v8);
    out.out_SV_Target = v9;
    let v14 = out;
    return v14;
}
