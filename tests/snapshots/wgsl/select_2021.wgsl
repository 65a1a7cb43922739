@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v8 = vec4<f32>(v6, 1f, -2f, 3f);
    let v12 = v8 > vec4<f32>(0f);
    let v16 = v8 > vec4<f32>(2f);
    let v21 = v12 & v16;
    let v26 = !v16;
    let v27 = v12 | v26;
    let v33 = -v8;
    let v34 = select(v33, v8, v21);
    let v36 = select(vec4<f32>(0f), vec4<f32>(1f), v27);
    let v37 = v34 + v36;
    let v41 = gl_GlobalInvocationID.x;
    let v42 = v41 > 3u;
    let v43 = select(20f, 10f, v42);
    let v46 = gl_GlobalInvocationID.x;
    let v50 = vec4<f32>(v43);
    let v51 = v37 + v50;
    Out[v46] = v51;
    return;
}
