struct VSMain_out {
    @builtin(position) gl_Position: vec4<f32>,
}

@vertex
fn VSMain(@location(0) in_POSITION: vec2<f32>) -> VSMain_out {
    var out: VSMain_out;
    let v4 = vec4<f32>(in_POSITION, 0f, 1f);
    out.gl_Position = v4;
    let v9 = out;
    return v9;
}
