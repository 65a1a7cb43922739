enable clip_distances;

struct VSOut {
    pos: vec4<f32>,
    plane: f32,
    pairs: array<vec2<f32>, 2>,
    uv: vec2<f32>,
}

struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @builtin(clip_distances) gl_ClipDistance: array<f32, 5>,
    @location(0) out_TEXCOORD0: vec2<f32>,
}

@vertex
fn main(@location(0) in_POSITION: vec3<f32>, @builtin(vertex_index) gl_VertexIndex: u32) -> main_out {
    var o: VSOut;
    var out: main_out;
    let v9 = vec4<f32>(in_POSITION, 1f);
    o.pos = v9;
    let v13 = dot(in_POSITION, vec3<f32>(0f, 1f, 0f));
    o.plane = v13;
    let v18 = in_POSITION.x;
    let v20 = in_POSITION.x;
    let v21 = -v20;
    let v22 = vec2<f32>(v18, v21);
    o.pairs[0i] = v22;
    let v27 = in_POSITION.z;
    let v29 = f32(gl_VertexIndex);
    let v30 = vec2<f32>(v27, v29);
    o.pairs[1i] = v30;
    let v34 = in_POSITION.xy;
    o.uv = v34;
    let v36 = o;
    let v37 = v36.pos;
    out.gl_Position = v37;
    let v39 = v36.plane;
    out.gl_ClipDistance[4u] = v39;
    let v42 = v36.pairs;
    let v43 = v42[0];
    let v44 = v43.x;
    out.gl_ClipDistance[0u] = v44;
    let v47 = v43.y;
    out.gl_ClipDistance[1u] = v47;
    let v50 = v42[1];
    let v51 = v50.x;
    out.gl_ClipDistance[2u] = v51;
    let v54 = v50.y;
    out.gl_ClipDistance[3u] = v54;
    let v57 = v36.uv;
    out.out_TEXCOORD0 = v57;
    let v68 = out;
    return v68;
}
