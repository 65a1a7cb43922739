enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v10 = quadSwapX(v6);
    let v14 = quadSwapY(v6);
    let v18 = quadSwapDiagonal(v6);
    let v23 = -v6;
    let v24 = vec2<f32>(v6, v23);
    let v25 = quadBroadcast(v24, 2u);
    let v28 = gl_GlobalInvocationID.x;
    let v34 = v25.x;
    let v36 = v25.y;
    let v37 = v34 + v36;
    let v38 = vec4<f32>(v10, v14, v18, v37);
    Out[v28] = v38;
    return;
}
