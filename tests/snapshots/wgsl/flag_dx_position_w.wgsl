struct main_out {
    @location(0) out_SV_Target0: vec4<f32>,
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>) -> main_out {
    var out: main_out;
    let v4 = gl_FragCoord.xy;
    let v6 = gl_FragCoord.w;
    let v7 = vec4<f32>(v4, 0f, v6);
    out.out_SV_Target0 = v7;
    let v12 = out;
    return v12;
}
