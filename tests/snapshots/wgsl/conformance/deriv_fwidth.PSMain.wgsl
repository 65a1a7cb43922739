struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v10 = gl_FragCoord.y;
    let v11 = u32(v10);
    let v12 = v11 * 4u;
    let v14 = gl_FragCoord.x;
    let v15 = u32(v14);
    let v16 = v12 + v15;
    let v20 = gl_FragCoord.x;
    let v24 = gl_FragCoord.y;
    let v29 = v20 * v20;
    let v31 = 3f * v24;
    let v32 = v29 + v31;
    let v33 = fwidth(v32);
    let v35 = (-2f) * v20;
    let v38 = v24 * v24;
    let v39 = vec2<f32>(v35, v38);
    let v40 = fwidth(v39);
    let k = 7f;
    let v41 = fwidth(k);
    let v42 = vec4<f32>(v33, v40, v41);
    Out[v16] = v42;
    out.out_SV_Target = v42;
    let v53 = out;
    return v53;
}
