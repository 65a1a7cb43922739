@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.100000001f;
    let v11 = 1f + v7;
    let v12 = vec3<f32>(v11, 2f, 3f);
    let v16 = vec3<f32>(-1f, v7, 0.5f);
    let v20 = vec3<f32>(0f, 1f, v7);
    let v21 = normalize(v20);
    let v26 = dot(v12, v16);
    let v28 = v12.xy;
    let v30 = v16.xy;
    let v31 = dot(v28, v30);
    let v32 = v26 + v31;
    let v34 = vec4<f32>(v12, 1f);
    let v36 = vec4<f32>(v16, 1f);
    let v37 = dot(v34, v36);
    let v38 = v32 + v37;
    let v43 = cross(v12, v16);
    let v47 = length(v12);
    let v49 = v12.xy;
    let v50 = length(v49);
    let v51 = v47 + v50;
    let v54 = distance(v12, v16);
    let v55 = v51 + v54;
    let v60 = reflect(v12, v21);
    let v62 = normalize(v12);
    let v64 = refract(v62, v21, 0.75f);
    let v65 = v60 + v64;
    let v69 = faceForward(v21, v12, v16);
    let v70 = v65 + v69;
    let v73 = gl_GlobalInvocationID.x;
    let v77 = v43 + v70;
    let v80 = v38 + v55;
    let v81 = vec4<f32>(v77, v80);
    Out[v73] = v81;
    return;
}
