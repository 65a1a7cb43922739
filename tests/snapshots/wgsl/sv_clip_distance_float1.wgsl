enable clip_distances;

struct VSOut {
    pos: vec4<f32>,
    clip0: f32,
    clip1: f32,
}

struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @builtin(clip_distances) gl_ClipDistance: array<f32, 2>,
}

@vertex
fn main(@location(0) in_POSITION: vec4<f32>) -> main_out {
    var o: VSOut;
    var out: main_out;
    o.pos = in_POSITION;
    let v9 = in_POSITION.x;
    o.clip0 = v9;
    let v13 = in_POSITION.y;
    let v14 = v13 - 0.25f;
    o.clip1 = v14;
    let v16 = o;
    let v17 = v16.pos;
    out.gl_Position = v17;
    let v19 = v16.clip0;
    out.gl_ClipDistance[0u] = v19;
    let v22 = v16.clip1;
    out.gl_ClipDistance[1u] = v22;
    let v30 = out;
    return v30;
}
