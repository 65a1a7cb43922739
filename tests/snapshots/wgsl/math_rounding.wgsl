@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.370000005f;
    let v8 = v7 - 10f;
    let v13 = -v8;
    let v15 = v8 + 0.5f;
    let v17 = v8 - 0.5f;
    let v18 = vec4<f32>(v8, v13, v15, v17);
    let v22 = floor(v18);
    let v24 = ceil(v18);
    let v25 = v22 + v24;
    let v27 = round(v18);
    let v28 = v25 + v27;
    let v30 = trunc(v18);
    let v31 = v28 + v30;
    let v34 = fract(v18);
    let v36 = v18 % vec4<f32>(3f);
    let v37 = v34 + v36;
    let v39 = v8 % -2.5f;
    let v40 = vec4<f32>(v39);
    let v41 = v37 + v40;
    let v43 = v31 + v41;
    let v48 = modf(v8);
    let v49 = v48.fract;
    let v50 = v48.whole;
    let v54 = gl_GlobalInvocationID.x;
    let v59 = vec4<f32>(v49, v50, 0f, 0f);
    let v60 = v43 + v59;
    Out[v54] = v60;
    return;
}
