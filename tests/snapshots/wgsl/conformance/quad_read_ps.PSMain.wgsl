enable subgroups;
diagnostic(off, subgroup_uniformity);

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
    let v21 = floor(v20);
    let v23 = gl_FragCoord.y;
    let v24 = floor(v23);
    let v25 = 4f * v24;
    let v26 = v21 + v25;
    let v30 = quadSwapX(v26);
    let v32 = quadSwapY(v26);
    let v34 = quadSwapDiagonal(v26);
    let v36 = quadBroadcast(v26, 3u);
    let v37 = vec4<f32>(v30, v32, v34, v36);
    let v41 = quadBroadcast(v26, 0u);
    let v43 = gl_FragCoord.xy;
    let v44 = quadBroadcast(v43, 2u);
    let v46 = vec4<f32>(v41, v44, v26);
    let v49 = v16 * 2u;
    let v50 = v49 + 0u;
    Out[v50] = v37;
    let v55 = v16 * 2u;
    let v56 = v55 + 1u;
    Out[v56] = v46;
    out.out_SV_Target = v37;
    let v65 = out;
    return v65;
}
