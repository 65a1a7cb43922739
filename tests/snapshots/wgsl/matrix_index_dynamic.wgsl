@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var m: mat4x4<f32>;
    m = mat4x4<f32>(vec4<f32>(1f, 2f, 3f, 4f), vec4<f32>(5f, 6f, 7f, 8f), vec4<f32>(9f, 10f, 11f, 12f), vec4<f32>(13f, 14f, 15f, 16f));
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 % 4u;
    let v12 = gl_GlobalInvocationID.x;
    let v13 = v12 / 4u;
    let v14 = v13 % 4u;
    let v19 = m[v8];
    let v26 = m[v8][v14];
    let v33 = -v26;
    m[v14][v8] = v33;
    let v37 = m[v8];
    let v38 = v37.y;
    let v39 = v38 + 0.5f;
    let v40 = m[v8];
    var v41 = v40;
    v41.y = v39;
    m[v8] = v41;
    let v44 = m;
    let v45 = v44[0].x;
    let v46 = m;
    let v47 = v46[0].x;
    let v48 = v45 + v47;
    let v49 = m;
    let v50 = v49[3].z;
    let v51 = v48 + v50;
    let v54 = gl_GlobalInvocationID.x;
    let v59 = m[v14];
    let v60 = v19 + v59;
    let v62 = vec4<f32>(v26);
    let v63 = v60 + v62;
    let v65 = vec4<f32>(v51);
    let v66 = v63 + v65;
    Out[v54] = v66;
    return;
}
