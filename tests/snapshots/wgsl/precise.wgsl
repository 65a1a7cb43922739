@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = Out[0i];
    let v9 = Out[1i];
    let v13 = Out[2i];
    let v18 = v5 * v9;
    let v20 = v18 + v13;
    let v24 = v5.xyz;
    let v26 = v9.xyz;
    let v27 = dot(v24, v26);
    let v28 = v27 * 2f;
    let v31 = v5.w;
    let v33 = v13.w;
    let v34 = v31 * v33;
    let v36 = v28 + v34;
    let v40 = v5.x;
    let v42 = v9.x;
    let v43 = v40 * v42;
    let v45 = v13.x;
    let v46 = v43 + v45;
    let v49 = gl_GlobalInvocationID.x;
    let v53 = vec4<f32>(v36);
    let v54 = v20 + v53;
    let v56 = vec4<f32>(v46);
    let v57 = v54 + v56;
    Out[v49] = v57;
    return;
}
