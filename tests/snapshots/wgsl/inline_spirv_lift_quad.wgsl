enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = F[gl_LocalInvocationIndex];
    let v26 = quadSwapX(v6);
    let v27 = quadSwapY(v6);
    let v14 = v27 * 2f;
    let v15 = v26 + v14;
    let v28 = quadSwapDiagonal(v6);
    let v18 = v28 * 4f;
    let v19 = v15 + v18;
    let v29 = quadBroadcast(v6, 2u);
    let v22 = v29 * 8f;
    let v23 = v19 + v22;
    F[gl_LocalInvocationIndex] = v23;
    return;
}
