// entry main
struct VsOut {
    pos: vec4<f32>,
}

struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
}

@vertex
fn main(@location(0) in_POSITION: vec4<f32>) -> main_out {
    var o: VsOut;
    var out: main_out;
    let v6 = in_POSITION * vec4<f32>(2f);
    o.pos = v6;
    let v8 = o;
    let v9 = v8.pos;
    out.gl_Position = v9;
    let v14 = out;
    return v14;
}
// entry tint
struct tint_out {
    @builtin(position) gl_Position: vec4<f32>,
}

@vertex
fn tint(@location(0) in_POSITION: vec4<f32>) -> tint_out {
    var out: tint_out;
    let v4 = in_POSITION.wzyx;
    out.gl_Position = v4;
    let v9 = out;
    return v9;
}
