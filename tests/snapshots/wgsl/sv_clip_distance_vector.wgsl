enable clip_distances;

struct main_out {
    @builtin(clip_distances) gl_ClipDistance: array<f32, 4>,
    @builtin(position) gl_Position: vec4<f32>,
}

@vertex
fn main(@location(0) in_POSITION: vec4<f32>) -> main_out {
    var out: main_out;
    let v6 = in_POSITION.xyz;
    let v9 = in_POSITION.w;
    let v10 = v9 - 0.5f;
    let v14 = v6.x;
    out.gl_ClipDistance[0u] = v14;
    let v17 = v6.y;
    out.gl_ClipDistance[1u] = v17;
    let v20 = v6.z;
    out.gl_ClipDistance[2u] = v20;
    out.gl_ClipDistance[3u] = v10;
    out.gl_Position = in_POSITION;
    let v34 = out;
    return v34;
}
