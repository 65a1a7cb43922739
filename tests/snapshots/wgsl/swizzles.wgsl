@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6);
    let v8 = vec4<f32>(1f, 2f, 3f, 4f) + v7;
    let v12 = v8.wzyx;
    let v16 = v8.xxyy;
    let v20 = v8.xyz;
    let v24 = v8.wz;
    let v28 = gl_GlobalInvocationID.x;
    let v29 = f32(v28);
    let v33 = vec4<f32>(v29);
    let v37 = v8.wz;
    let v40 = gl_GlobalInvocationID.x;
    let v41 = v40 * 3u;
    let v42 = v41 + 0u;
    let v46 = v12 + v16;
    Out[v42] = v46;
    let v49 = gl_GlobalInvocationID.x;
    let v50 = v49 * 3u;
    let v51 = v50 + 1u;
    let v55 = v24.x;
    let v56 = vec4<f32>(v20, v55);
    let v58 = v56 + v33;
    Out[v51] = v58;
    let v61 = gl_GlobalInvocationID.x;
    let v62 = v61 * 3u;
    let v63 = v62 + 2u;
    let v67 = vec4<f32>(v24, v37);
    Out[v63] = v67;
    return;
}
