enable subgroups;
diagnostic(off, subgroup_uniformity);

struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var and: bool;
    var out: PSMain_out;
    let v10 = gl_FragCoord.y;
    let v11 = u32(v10);
    let v12 = v11 * 4u;
    let v14 = gl_FragCoord.x;
    let v15 = u32(v14);
    let v16 = v12 + v15;
    let v20 = gl_FragCoord.x;
    let v21 = u32(v20);
    let v23 = gl_FragCoord.y;
    let v24 = u32(v23);
    let v25 = v21 + v24;
    let v26 = v25 % 2u;
    let v27 = v26 == 1u;
    let v32 = gl_FragCoord.x;
    let v33 = u32(v32);
    let v34 = v33 % 2u;
    let v35 = v34 == 1u;
    if v35 {
        let v38 = gl_FragCoord.y;
        let v39 = u32(v38);
        let v40 = v39 % 2u;
        let v41 = v40 == 1u;
        and = v41;
    } else {
        and = v35;
    }
    let and_1 = and;
    let v47 = quadSwapX(select(u32(0u), u32(1u), v27)) != u32(0u);
    let v48 = v27 | v47;
    let v49 = quadSwapY(select(u32(0u), u32(1u), v27)) != u32(0u);
    let v50 = v48 | v49;
    let v51 = quadSwapDiagonal(select(u32(0u), u32(1u), v27)) != u32(0u);
    let v52 = v50 | v51;
    let v53 = select(0f, 1f, v52);
    let v55 = quadSwapX(select(u32(0u), u32(1u), v27)) != u32(0u);
    let v56 = v27 & v55;
    let v57 = quadSwapY(select(u32(0u), u32(1u), v27)) != u32(0u);
    let v58 = v56 & v57;
    let v59 = quadSwapDiagonal(select(u32(0u), u32(1u), v27)) != u32(0u);
    let v60 = v58 & v59;
    let v61 = select(0f, 1f, v60);
    let v63 = quadSwapX(select(u32(0u), u32(1u), and_1)) != u32(0u);
    let v64 = and_1 | v63;
    let v65 = quadSwapY(select(u32(0u), u32(1u), and_1)) != u32(0u);
    let v66 = v64 | v65;
    let v67 = quadSwapDiagonal(select(u32(0u), u32(1u), and_1)) != u32(0u);
    let v68 = v66 | v67;
    let v69 = select(0f, 1f, v68);
    let v71 = gl_FragCoord.x;
    let v72 = v71 >= 0f;
    let v73 = quadSwapX(select(u32(0u), u32(1u), v72)) != u32(0u);
    let v74 = v72 & v73;
    let v75 = quadSwapY(select(u32(0u), u32(1u), v72)) != u32(0u);
    let v76 = v74 & v75;
    let v77 = quadSwapDiagonal(select(u32(0u), u32(1u), v72)) != u32(0u);
    let v78 = v76 & v77;
    let v79 = select(0f, 1f, v78);
    let v80 = vec4<f32>(v53, v61, v69, v79);
    Out[v16] = v80;
    out.out_SV_Target = v80;
    let v96 = out;
    return v96;
}
