@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = vec4<u32>(v5, 1u, 0u, 3u);
    let v10 = gl_GlobalInvocationID.x;
    let v11 = vec4<u32>(0u, 1u, 1u, v10);
    let v15 = v6 != vec4<u32>(0u);
    let v17 = v11 != vec4<u32>(0u);
    let v18 = v15 & v17;
    let v22 = v6 != vec4<u32>(0u);
    let v24 = v11 != vec4<u32>(0u);
    let v25 = v22 | v24;
    let v28 = gl_GlobalInvocationID.x;
    let v31 = select(vec4<u32>(0u), vec4<u32>(1u), v18);
    let v33 = select(vec4<u32>(0u), vec4<u32>(1u), v25);
    let v34 = v33 * vec4<u32>(2u);
    let v35 = v31 + v34;
    let v37 = v18.x;
    let v40 = select(v11, v6, v37);
    let v41 = v35 + v40;
    Out[v28] = v41;
    return;
}
