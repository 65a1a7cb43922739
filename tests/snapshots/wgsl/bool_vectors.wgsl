@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 + 1u;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = v10 + 2u;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = v13 + 3u;
    let v15 = vec4<u32>(v5, v8, v11, v14);
    let v19 = v15 & vec4<u32>(1u);
    let v20 = v19 == vec4<u32>(0u);
    let v24 = v15 > vec4<u32>(10u);
    let v29 = v20 & v24;
    let v34 = !v24;
    let v35 = v20 | v34;
    let v40 = select(vec4<u32>(0u), v15, v29);
    let v43 = gl_GlobalInvocationID.x;
    let v47 = select(vec4<u32>(0u), vec4<u32>(1u), v35);
    let v48 = v40 + v47;
    Out[v43] = v48;
    return;
}
