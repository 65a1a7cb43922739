struct CoverPS_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn CoverPS(@builtin(position) gl_FragCoord: vec4<f32>) -> CoverPS_out {
    var out: CoverPS_out;
    let v4 = gl_FragCoord.xy;
    let v5 = floor(v4);
    let v6 = vec4<f32>(v5, 0f, 1f);
    out.out_SV_Target = v6;
    let v11 = out;
    return v11;
}
