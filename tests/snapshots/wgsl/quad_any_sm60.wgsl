enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 1u;
    let v7 = v6 != 0u;
    let v10 = gl_GlobalInvocationID.x;
    let v13 = quadSwapX(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v14 = v7 | v13;
    let v15 = quadSwapY(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v16 = v14 | v15;
    let v17 = quadSwapDiagonal(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v18 = v16 | v17;
    if v18 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_2 = cond;
    let v24 = quadSwapX(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v25 = v7 & v24;
    let v26 = quadSwapY(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v27 = v25 & v26;
    let v28 = quadSwapDiagonal(select(u32(0u), u32(1u), v7)) != u32(0u);
    let v29 = v27 & v28;
    if v29 {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_3 = cond_1;
    let v34 = cond_2 | cond_3;
    Out[v10] = v34;
    return;
}
