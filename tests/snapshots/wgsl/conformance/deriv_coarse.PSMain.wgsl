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
    let v31 = v29 + v24;
    let v32 = dpdxCoarse(v31);
    let v35 = v24 * v24;
    let v37 = v35 + v20;
    let v38 = dpdyCoarse(v37);
    let v40 = 4f * v20;
    let v41 = dpdxCoarse(v40);
    let v45 = (-2f) * v24;
    let v46 = dpdyCoarse(v45);
    let v47 = vec4<f32>(v32, v38, v41, v46);
    Out[v16] = v47;
    out.out_SV_Target = v47;
    let v58 = out;
    return v58;
}
