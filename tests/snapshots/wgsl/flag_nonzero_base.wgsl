struct VSOut {
    pos: vec4<f32>,
    ids: u32,
}

struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) @interpolate(flat) out_TEXCOORD0: u32,
}

@vertex
fn main(@location(0) in_POSITION: vec3<f32>, @builtin(vertex_index) gl_VertexIndex: u32, @builtin(instance_index) gl_InstanceIndex: u32) -> main_out {
    var o: VSOut;
    var out: main_out;
    let v12 = vec4<f32>(in_POSITION, 1f);
    o.pos = v12;
    let v16 = gl_VertexIndex * 1000u;
    let v18 = v16 + gl_InstanceIndex;
    o.ids = v18;
    let v20 = o;
    let v21 = v20.pos;
    out.gl_Position = v21;
    let v23 = v20.ids;
    out.out_TEXCOORD0 = v23;
    let v29 = out;
    return v29;
}
