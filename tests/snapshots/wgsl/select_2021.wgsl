@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6, 1f, -2f, 3f);
    let v11 = v7 > vec4<f32>(0f);
    let v15 = v7 > vec4<f32>(2f);
    let v20 = v11 & v15;
    let v25 = !v15;
    let v26 = v11 | v25;
    let v32 = -v7;
    let v33 = select(v32, v7, v20);
    let v35 = select(vec4<f32>(0f), vec4<f32>(1f), v26);
    let v36 = v33 + v35;
    let v40 = gl_GlobalInvocationID.x;
    let v41 = v40 > 3u;
    let v42 = select(20f, 10f, v41);
    let v45 = gl_GlobalInvocationID.x;
    let v49 = vec4<f32>(v42);
    let v50 = v36 + v49;
    Out[v45] = v50;
    return;
}
