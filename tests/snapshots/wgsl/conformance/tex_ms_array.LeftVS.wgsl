struct LeftVS_out {
    @builtin(position) gl_Position: vec4<f32>,
}

var<private> Corners: array<vec2<f32>, 6> = array<vec2<f32>, 6>(vec2<f32>(0f), vec2<f32>(1f, 0f), vec2<f32>(0f, 1f), vec2<f32>(1f, 0f), vec2<f32>(1f), vec2<f32>(0f, 1f));

@vertex
fn LeftVS(@builtin(vertex_index) gl_VertexIndex: u32) -> LeftVS_out {
    var out: LeftVS_out;
    let v6 = Corners[gl_VertexIndex];
    let v9 = v6.x;
    let v10 = mix(-1f, 0.25f, v9);
    let v12 = v6.y;
    let v13 = v12 * 2f;
    let v14 = v13 - 1f;
    let v15 = vec4<f32>(v10, v14, 0f, 1f);
    out.gl_Position = v15;
    let v20 = out;
    return v20;
}
