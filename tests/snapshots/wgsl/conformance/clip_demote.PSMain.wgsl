enable subgroups;
diagnostic(off, subgroup_uniformity);

struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var cond: f32;
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
        cond = -1f;
    } else {
        cond = 1f;
    }
    let cond_1 = cond;
    let v33 = cond_1 < 0f;
    if v33 {
        discard;
    }
    let v38 = v15 * v15;
    let v39 = dpdxFine(v38);
    let v42 = v19 * v19;
    let v43 = dpdyFine(v42);
    let v45 = quadSwapX(v15);
    let v47 = quadSwapY(v19);
    let v48 = vec4<f32>(v39, v43, v45, v47);
    Out[v11] = v48;
    out.out_SV_Target = v48;
    let v64 = out;
    return v64;
}
