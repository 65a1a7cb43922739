@group(0) @binding(0) var<storage, read_write> Out: array<vec4<i32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v8 = v6 * (-1.75f);
    let v12 = i32(v8);
    let v16 = abs(v8);
    let v17 = u32(v16);
    let v21 = v12 != 0i;
    let v25 = select(0i, 1i, v21);
    let v27 = v17 != 0u;
    let v28 = select(0i, 1i, v27);
    let v29 = v25 + v28;
    let v34 = -v8;
    let v36 = vec4<f32>(v8, v34, 0.5f, -0.5f);
    let v40 = vec4<i32>(v36);
    let v46 = u32(v12);
    let v47 = f32(v46);
    let v50 = gl_GlobalInvocationID.x;
    let v55 = i32(v17);
    let v58 = i32(v47);
    let v59 = vec4<i32>(v12, v55, v29, v58);
    let v60 = v40 + v59;
    let v64 = v60 + vec4<i32>(2i, 3i, 0i, 0i);
    Out[v50] = v64;
    return;
}
