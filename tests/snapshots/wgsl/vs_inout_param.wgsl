struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_TEXCOORD0: vec2<f32>,
}

struct ps_main_out {
    @builtin(sample_mask) gl_SampleMask: u32,
    @location(0) out_SV_Target: vec4<f32>,
}

@vertex
fn vs_main(@location(0) in_SV_Position: vec4<f32>, @location(1) in_TEXCOORD0: vec2<f32>) -> vs_main_out {
    var out: vs_main_out;
    var v7 = in_SV_Position;
    v7.w = 1f;
    let v10 = in_TEXCOORD0 * vec2<f32>(2f);
    let v11 = v10 - vec2<f32>(1f);
    out.gl_Position = v7;
    out.out_TEXCOORD0 = v11;
    let v21 = out;
    return v21;
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @builtin(sample_mask) gl_SampleMaskIn: u32) -> ps_main_out {
    var out: ps_main_out;
    let v10 = gl_SampleMaskIn & 5u;
    let v14 = gl_FragCoord.xy;
    let v15 = vec4<f32>(in_TEXCOORD0, v14);
    out.gl_SampleMask = v10;
    out.out_SV_Target = v15;
    let v23 = out;
    return v23;
}
