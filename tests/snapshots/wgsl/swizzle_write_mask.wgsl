@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    var v9 = vec4<f32>(0f);
    v9.x = v7;
    let v12 = vec4<f32>(v9.x, vec2<f32>(5f, 6f).y, vec2<f32>(5f, 6f).x, v9.w);
    let v15 = v12.x;
    let v16 = v15 + 1f;
    var v18 = v12;
    v18.w = v16;
    let v21 = v18.yx;
    let v22 = v21 + vec2<f32>(10f, 20f);
    let v24 = vec4<f32>(v22.y, v22.x, v18.z, v18.w);
    let v27 = v24.xyz;
    let v28 = v27 * vec3<f32>(2f);
    let v30 = vec4<f32>(v28.x, v28.y, v28.z, v24.w);
    let v37 = v30.wzyx;
    let v40 = gl_GlobalInvocationID.x;
    let v41 = v40 * 2u;
    Out[v41] = v30;
    let v46 = gl_GlobalInvocationID.x;
    let v47 = v46 * 2u;
    let v48 = v47 + 1u;
    Out[v48] = v37;
    Out[0i][1u] = 1f;
    return;
}
