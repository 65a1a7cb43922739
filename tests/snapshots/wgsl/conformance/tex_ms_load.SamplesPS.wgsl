struct SamplesPS_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn SamplesPS(@builtin(position) gl_FragCoord: vec4<f32>, @builtin(sample_index) gl_SampleID: u32) -> SamplesPS_out {
    var out: SamplesPS_out;
    let v7 = gl_FragCoord.xy;
    let v8 = floor(v7);
    let v10 = f32(gl_SampleID);
    let v11 = vec4<f32>(v8, v10, 1f);
    out.out_SV_Target = v11;
    let v16 = out;
    return v16;
}
