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
    let v29 = v20 * v24;
    let v30 = dpdxFine(v29);
    let v33 = v20 * v24;
    let v34 = dpdyFine(v33);
    let v37 = v24 * v24;
    let v38 = dpdxFine(v37);
    let v41 = v20 * v20;
    let v43 = v41 * v24;
    let v44 = dpdyFine(v43);
    let v45 = vec4<f32>(v30, v34, v38, v44);
    Out[v16] = v45;
    out.out_SV_Target = v45;
    let v56 = out;
    return v56;
}
