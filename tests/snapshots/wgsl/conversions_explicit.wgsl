@group(0) @binding(0) var<storage, read_write> Out: array<vec4<i32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * (-1.75f);
    let v11 = i32(v7);
    let v15 = abs(v7);
    let v16 = u32(v15);
    let v20 = v11 != 0i;
    let v24 = select(0i, 1i, v20);
    let v26 = v16 != 0u;
    let v27 = select(0i, 1i, v26);
    let v28 = v24 + v27;
    let v33 = -v7;
    let v34 = vec4<f32>(v7, v33, 0.5f, -0.5f);
    let v38 = vec4<i32>(v34);
    let v44 = u32(v11);
    let v45 = f32(v44);
    let v48 = gl_GlobalInvocationID.x;
    let v53 = i32(v16);
    let v56 = i32(v45);
    let v57 = vec4<i32>(v11, v53, v28, v56);
    let v58 = v38 + v57;
    let v62 = v58 + vec4<i32>(2i, 3i, 0i, 0i);
    Out[v48] = v62;
    return;
}
