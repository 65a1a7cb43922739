struct Layer1PS_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn Layer1PS(@builtin(position) gl_FragCoord: vec4<f32>) -> Layer1PS_out {
    var out: Layer1PS_out;
    let v4 = gl_FragCoord.xy;
    let v5 = floor(v4);
    let v6 = vec4<f32>(v5, 10f, 1f);
    out.out_SV_Target = v6;
    let v11 = out;
    return v11;
}
