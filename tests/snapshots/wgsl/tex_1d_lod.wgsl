struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Ramp: texture_1d<f32>;
@group(1) @binding(0) var Smp: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: f32) -> main_out {
    var out: main_out;
    let v10 = 0.0f;
    let v15 = textureSample(Ramp, Smp, in_TEXCOORD0);
    let v17 = 1f + v10;
    let v18 = vec4<f32>(v17);
    let v19 = v15 * v18;
    out.out_SV_Target = v19;
    let v24 = out;
    return v24;
}
