@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = gl_LocalInvocationIndex + 1u;
    let v7 = vec2<u32>(gl_LocalInvocationIndex, v6);
    let v37 = reverseBits(v7);
    let v38 = reverseBits(gl_LocalInvocationIndex);
    let v15 = v37.y;
    let v39 = v38 + v15;
    let v40 = ~gl_LocalInvocationIndex;
    let v19 = v39 + v40;
    let v21 = i32(gl_LocalInvocationIndex);
    let v41 = (-1i) + v21;
    let v23 = u32(v41);
    let v24 = v19 + v23;
    U[gl_LocalInvocationIndex] = v24;
    let v30 = U[gl_LocalInvocationIndex];
    let v31 = v30 | 1065353216u;
    let v42 = bitcast<f32>(v31);
    let v43 = bitcast<f32>(1073741824i);
    let v34 = v42 + v43;
    F[gl_LocalInvocationIndex] = v34;
    return;
}
