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
    let v28 = 3f * v20;
    let v30 = 5f * v24;
    let v31 = v28 + v30;
    let v32 = dpdx(v31);
    let v34 = 3f * v20;
    let v36 = 5f * v24;
    let v37 = v34 + v36;
    let v38 = dpdy(v37);
    let v41 = v20 * v20;
    let v42 = dpdx(v41);
    let v45 = v24 * v24;
    let v46 = dpdy(v45);
    let v47 = vec4<f32>(v32, v38, v42, v46);
    let v52 = 2f * v24;
    let v53 = vec2<f32>(v20, v52);
    let v54 = dpdx(v53);
    let v56 = -v20;
    let v58 = 7f * v24;
    let v59 = vec2<f32>(v56, v58);
    let v60 = dpdy(v59);
    let v61 = vec4<f32>(v54, v60);
    let v64 = v16 * 2u;
    let v65 = v64 + 0u;
    Out[v65] = v47;
    let v70 = v16 * 2u;
    let v71 = v70 + 1u;
    Out[v71] = v61;
    out.out_SV_Target = v47;
    let v80 = out;
    return v80;
}
