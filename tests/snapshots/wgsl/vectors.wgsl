@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: f32;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = f32(v13);
    let v15 = vec4<f32>(v14);
    let v16 = vec4<f32>(1f, 2f, 3f, 4f) * v15;
    let v20 = v16 + vec4<f32>(1f);
    let v24 = gl_GlobalInvocationID.x;
    let v25 = i32(v24);
    let v26 = vec3<i32>(v25);
    let v27 = vec3<i32>(1i, -2i, 3i) * v26;
    let v31 = vec4<u32>(gl_GlobalInvocationID, 7u);
    let v35 = gl_GlobalInvocationID.x;
    let v36 = v35 > 1u;
    let v38 = gl_GlobalInvocationID.y;
    let v39 = v38 > 1u;
    let v40 = vec2<bool>(v36, v39);
    let v43 = v40.x;
    if v43 {
        cond = 1f;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    let v49 = v20.x;
    let v50 = v49 + cond_1;
    var v52 = v20;
    v52.x = v50;
    let v55 = gl_GlobalInvocationID.x;
    let v59 = v52 * v16;
    let v61 = vec3<f32>(v27);
    let v62 = vec4<f32>(v61, 0f);
    let v63 = v59 - v62;
    Out[v55] = v63;
    let v66 = gl_GlobalInvocationID.x;
    let v69 = v31 * vec4<u32>(2u);
    let v71 = v40.y;
    let v72 = select(0u, 1u, v71);
    let v73 = vec4<u32>(v72, 0u, 1u, 2u);
    let v74 = v69 + v73;
    OutU[v66] = v74;
    return;
}
