struct DepthPS_out {
    @builtin(frag_depth) gl_FragDepth: f32,
}

@fragment
fn DepthPS(@builtin(position) gl_FragCoord: vec4<f32>) -> DepthPS_out {
    var out: DepthPS_out;
    let v4 = gl_FragCoord.x;
    let v5 = floor(v4);
    let v7 = gl_FragCoord.y;
    let v8 = floor(v7);
    let v9 = 4f * v8;
    let v10 = v5 + v9;
    let v11 = v10 + 0.5f;
    let v12 = v11 / 16f;
    out.gl_FragDepth = v12;
    let v17 = out;
    return v17;
}
