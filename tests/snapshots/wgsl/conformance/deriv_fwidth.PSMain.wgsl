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
    let v37 = (-2f) * v20;
    let v40 = v24 * v24;
    let v41 = vec2<f32>(v37, v40);
    let v42 = fwidth(v41);
    let k = 7f;
    let v43 = fwidth(k);
    let v44 = vec4<f32>(v33, v42, v43);
    Out[v16] = v44;
    out.out_SV_Target = v44;
    let v55 = out;
    return v55;
}
