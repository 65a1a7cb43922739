struct VSOut {
    pos: vec4<f32>,
    uv: vec2<f32>,
}

struct VSMain_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_TEXCOORD0: vec2<f32>,
}

@vertex
fn VSMain(@location(0) in_POSITION: vec2<f32>, @location(1) in_TEXCOORD0: vec2<f32>) -> VSMain_out {
    var o: VSOut;
    var out: VSMain_out;
    let v9 = vec4<f32>(in_POSITION, 0f, 1f);
    o.pos = v9;
    o.uv = in_TEXCOORD0;
    let v14 = o;
    let v15 = v14.pos;
    out.gl_Position = v15;
    let v17 = v14.uv;
    out.out_TEXCOORD0 = v17;
    let v23 = out;
    return v23;
}
