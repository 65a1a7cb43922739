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
    let v24 = v15 * v15;
    let v25 = dpdxFine(v24);
    let v28 = v19 * v19;
    let v29 = dpdyFine(v28);
    let v31 = quadSwapX(v15);
    let v33 = quadSwapY(v19);
    let v34 = vec4<f32>(v25, v29, v31, v33);
    Out[v11] = v34;
    out.out_SV_Target = v34;
    let v45 = out;
    return v45;
}
