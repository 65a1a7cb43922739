struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Albedo: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;

@fragment
fn PSMain(@location(0) in_TEXCOORD0: vec2<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v9 = textureSample(Albedo, Point, in_TEXCOORD0);
    out.out_SV_Target = v9;
    let v14 = out;
    return v14;
}
