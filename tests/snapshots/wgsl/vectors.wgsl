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
    let v26 = gl_GlobalInvocationID.x;
    let v27 = i32(v26);
    let v28 = vec3<i32>(v27);
    let v29 = vec3<i32>(1i, -2i, 3i) * v28;
    let v33 = vec4<u32>(gl_GlobalInvocationID, 7u);
    let v37 = gl_GlobalInvocationID.x;
    let v38 = v37 > 1u;
    let v40 = gl_GlobalInvocationID.y;
    let v41 = v40 > 1u;
    let v42 = vec2<bool>(v38, v41);
    let v45 = v42.x;
    if v45 {
        cond = 1f;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    let v51 = v20.x;
    let v52 = v51 + cond_1;
    var v54 = v20;
    v54.x = v52;
    let v57 = gl_GlobalInvocationID.x;
    let v61 = v54 * v16;
    let v63 = vec3<f32>(v29);
    let v64 = vec4<f32>(v63, 0f);
    let v65 = v61 - v64;
    Out[v57] = v65;
    let v68 = gl_GlobalInvocationID.x;
    let v71 = v33 * vec4<u32>(2u);
    let v73 = v42.y;
    let v74 = select(0u, 1u, v73);
    let v75 = vec4<u32>(v74, 0u, 1u, 2u);
    let v76 = v71 + v75;
    OutU[v68] = v76;
    return;
}
