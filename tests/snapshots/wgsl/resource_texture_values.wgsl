struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Tex2: texture_2d<f32>;
@group(1) @binding(0) var Smp: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var out: main_out;
    let v14 = textureDimensions(Tex2, 0u);
    let v15 = v14.x;
    let v17 = v14.y;
    let v44 = textureSample(Tex, Smp, in_TEXCOORD0);
    let v57 = textureSample(Tex, Smp, in_TEXCOORD0);
    let v23 = v44 + v57;
    let v25 = f32(v15);
    let v27 = f32(v17);
    let v28 = vec4<f32>(v25, v27, 0f, 0f);
    let v29 = v23 + v28;
    out.out_SV_Target = v29;
    let v70 = out;
    return v70;
}
