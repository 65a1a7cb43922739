struct main_out {
    @builtin(frag_depth) gl_FragDepth: f32,
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>) -> main_out {
    var out: main_out;
    let v5 = gl_FragCoord.z;
    let v6 = v5 * 0.5f;
    let v9 = gl_FragCoord.z;
    let v10 = vec4<f32>(v9, 0f, 0f, 1f);
    out.gl_FragDepth = v6;
    out.out_SV_Target = v10;
    let v18 = out;
    return v18;
}
