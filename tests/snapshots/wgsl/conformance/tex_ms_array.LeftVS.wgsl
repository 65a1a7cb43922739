struct LeftVS_out {
    @builtin(position) gl_Position: vec4<f32>,
}

var<private> Corners: array<vec2<f32>, 6> = array<vec2<f32>, 6>(vec2<f32>(0f), vec2<f32>(1f, 0f), vec2<f32>(0f, 1f), vec2<f32>(1f, 0f), vec2<f32>(1f), vec2<f32>(0f, 1f));

@vertex
fn LeftVS(@builtin(vertex_index) gl_VertexIndex: u32) -> LeftVS_out {
    var out: LeftVS_out;
    let v6 = Corners[gl_VertexIndex];
    let v10 = v6.x;
    let v11 = mix(-1f, 0.25f, v10);
    let v13 = v6.y;
    let v14 = v13 * 2f;
    let v15 = v14 - 1f;
    let v16 = vec4<f32>(v11, v15, 0f, 1f);
    out.gl_Position = v16;
    let v21 = out;
    return v21;
}
