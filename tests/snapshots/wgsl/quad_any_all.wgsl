enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    var cond_2: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 1u;
    let v7 = v6 != 0u;
    let v11 = quadSwapX(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v12 = v7 | v11;
    let v13 = quadSwapY(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v14 = v12 | v13;
    let v15 = quadSwapDiagonal(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v16 = v14 | v15;
    if v16 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_3 = cond;
    let v22 = gl_GlobalInvocationID.x;
    let v23 = v22 < 32u;
    let v24 = quadSwapX(select(u32(0u), u32(1u), v23)) != u32(0u);
    let v25 = v23 & v24;
    let v26 = quadSwapY(select(u32(0u), u32(1u), v23)) != u32(0u);
    let v27 = v25 & v26;
    let v28 = quadSwapDiagonal(select(u32(0u), u32(1u), v23)) != u32(0u);
    let v29 = v27 & v28;
    if v29 {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_4 = cond_1;
    let v34 = cond_3 | cond_4;
    let v38 = gl_GlobalInvocationID.x;
    let v39 = i32(v38);
    let v41 = gl_GlobalInvocationID.x;
    let v42 = i32(v41);
    let v43 = -v42;
    let v44 = vec2<i32>(v39, v43);
    let v48 = quadSwapX(v44);
    let v50 = quadSwapY(v44);
    let v51 = v48 + v50;
    let v53 = quadBroadcast(v44, 3u);
    let v54 = v51 + v53;
    let v58 = gl_GlobalInvocationID.x;
    let v59 = v58 * 7u;
    let v61 = gl_GlobalInvocationID.x;
    let v62 = v61 & 3u;
    let lane = u32(v62) & 3u;
    let quad = array<u32, 4>(quadBroadcast(v59, 0u), quadBroadcast(v59, 1u), quadBroadcast(v59, 2u), quadBroadcast(v59, 3u));
    let v63 = quad[lane];
    let v67 = quadSwapDiagonal(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v70 = gl_GlobalInvocationID.x;
    let v74 = v54.x;
    let v75 = u32(v74);
    let v77 = v54.y;
    let v78 = u32(v77);
    let v80 = v78 + v63;
    if v67 {
        cond_2 = 1u;
    } else {
        cond_2 = 0u;
    }
    let cond_5 = cond_2;
    let v86 = vec4<u32>(v34, v75, v80, cond_5);
    Out[v70] = v86;
    return;
}
