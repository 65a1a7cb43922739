struct VSMain_out {
    @builtin(position) gl_Position: vec4<f32>,
}

@vertex
fn VSMain(@builtin(vertex_index) gl_VertexIndex: u32) -> VSMain_out {
    var out: VSMain_out;
    let v6 = gl_VertexIndex << 1u;
    let v7 = v6 & 2u;
    let v8 = f32(v7);
    let v10 = gl_VertexIndex & 2u;
    let v11 = f32(v10);
    let v12 = vec2<f32>(v8, v11);
    let v15 = v12 * vec2<f32>(2f);
    let v16 = v15 - vec2<f32>(1f);
    let v17 = vec4<f32>(v16, 0f, 1f);
    out.gl_Position = v17;
    let v22 = out;
    return v22;
}
