struct TopVS_out {
    @builtin(position) gl_Position: vec4<f32>,
}

var<private> Corners: array<vec2<f32>, 6> = array<vec2<f32>, 6>(vec2<f32>(0f), vec2<f32>(1f, 0f), vec2<f32>(0f, 1f), vec2<f32>(1f, 0f), vec2<f32>(1f), vec2<f32>(0f, 1f));

@vertex
fn TopVS(@builtin(vertex_index) gl_VertexIndex: u32) -> TopVS_out {
    var out: TopVS_out;
    let v6 = Corners[gl_VertexIndex];
    let v9 = v6.x;
    let v10 = v9 * 2f;
    let v11 = v10 - 1f;
    let v13 = v6.y;
    let v14 = mix(0.25f, 1f, v13);
    let v15 = vec4<f32>(v11, v14, 0f, 1f);
    out.gl_Position = v15;
    let v20 = out;
    return v20;
}
