enable subgroups;
diagnostic(off, subgroup_uniformity);

struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v5 = gl_FragCoord.y;
    let v6 = u32(v5);
    let v7 = v6 * 4u;
    let v9 = gl_FragCoord.x;
    let v10 = u32(v9);
    let v11 = v7 + v10;
    let v15 = gl_FragCoord.x;
    let v19 = gl_FragCoord.y;
    let v22 = u32(v15);
    let v24 = u32(v19);
    let v25 = v22 + v24;
    let v26 = v25 % 2u;
    let v27 = v26 == 1u;
    if v27 {
        discard;
    }
    let v32 = v15 * v15;
    let v33 = dpdxFine(v32);
    let v36 = v19 * v19;
    let v37 = dpdyFine(v36);
    let v39 = quadSwapX(v15);
    let v41 = quadSwapY(v19);
    let v42 = vec4<f32>(v33, v37, v39, v41);
    Out[v11] = v42;
    out.out_SV_Target = v42;
    let v53 = out;
    return v53;
}
