struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
}

@vertex
fn main(@location(0) in_POSITION: vec3<f32>) -> main_out {
    var out: main_out;
    let v4 = vec4<f32>(in_POSITION, 1f);
    out.gl_Position = v4;
    let v9 = out;
    return v9;
}
