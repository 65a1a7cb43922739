struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
}

@vertex
fn main(@builtin(vertex_index) gl_VertexIndex: u32, @builtin(instance_index) gl_InstanceIndex: u32) -> main_out {
    var out: main_out;
    let v1 = f32(gl_VertexIndex);
    let v3 = f32(gl_InstanceIndex);
    let v4 = vec4<f32>(v1, v3, 0f, 1f);
    out.gl_Position = v4;
    let v9 = out;
    return v9;
}
