@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.100000001f;
    let v11 = 1f + v7;
    let v12 = vec3<f32>(v11, 2f, 3f);
    let v17 = vec3<f32>(-1f, v7, 0.5f);
    let v21 = vec3<f32>(0f, 1f, v7);
    let v22 = normalize(v21);
    let v27 = dot(v12, v17);
    let v29 = v12.xy;
    let v31 = v17.xy;
    let v32 = dot(v29, v31);
    let v33 = v27 + v32;
    let v35 = vec4<f32>(v12, 1f);
    let v37 = vec4<f32>(v17, 1f);
    let v38 = dot(v35, v37);
    let v39 = v33 + v38;
    let v44 = cross(v12, v17);
    let v48 = length(v12);
    let v50 = v12.xy;
    let v51 = length(v50);
    let v52 = v48 + v51;
    let v55 = distance(v12, v17);
    let v56 = v52 + v55;
    let v61 = reflect(v12, v22);
    let v63 = normalize(v12);
    let v65 = refract(v63, v22, 0.75f);
    let v66 = v61 + v65;
    let v70 = faceForward(v22, v12, v17);
    let v71 = v66 + v70;
    let v74 = gl_GlobalInvocationID.x;
    let v78 = v44 + v71;
    let v81 = v39 + v56;
    let v82 = vec4<f32>(v78, v81);
    Out[v74] = v82;
    return;
}
