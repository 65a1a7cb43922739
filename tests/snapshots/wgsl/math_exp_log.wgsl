@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 + 1f;
    let v12 = v7 * 0.5f;
    let v14 = v7 * 2f;
    let v15 = vec4<f32>(v7, v12, v14, 1f);
    let v19 = sqrt(v15);
    let v21 = inverseSqrt(v15);
    let v22 = v19 + v21;
    let v25 = pow(v15, vec4<f32>(1.5f));
    let v27 = pow(v7, 2f);
    let v28 = vec4<f32>(v27);
    let v29 = v25 + v28;
    let v31 = v22 + v29;
    let v34 = v15 * vec4<f32>(0.00999999978f);
    let v35 = exp(v34);
    let v37 = v15 * vec4<f32>(0.100000001f);
    let v38 = exp2(v37);
    let v39 = v35 + v38;
    let v41 = v31 + v39;
    let v44 = log(v15);
    let v46 = log2(v15);
    let v47 = v44 + v46;
    let v49 = log2(v15);
    let v50 = v49 * vec4<f32>(0.30103001f);
    let v51 = v47 + v50;
    let v53 = v41 + v51;
    let v56 = vec4<f32>(1f) / v15;
    let v58 = v53 + v56;
    let v61 = gl_GlobalInvocationID.x;
    Out[v61] = v58;
    return;
}
