enable f16;

struct VSOut {
    pos: vec4<f32>,
    color: vec3<f16>,
    weight: f16,
}

struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_COLOR0: vec3<f16>,
    @location(1) out_COLOR1: f16,
}

@vertex
fn main(@location(0) in_POSITION: vec4<f32>, @location(1) in_COLOR: vec4<f16>) -> main_out {
    var o: VSOut;
    var out: main_out;
    o.pos = in_POSITION;
    let v12 = in_COLOR.xyz;
    let v13 = v12 * vec3<f16>(2h);
    o.color = v13;
    let v17 = in_COLOR.w;
    o.weight = v17;
    let v19 = o;
    let v20 = v19.pos;
    out.gl_Position = v20;
    let v22 = v19.color;
    out.out_COLOR0 = v22;
    let v24 = v19.weight;
    out.out_COLOR1 = v24;
    let v31 = out;
    return v31;
}
