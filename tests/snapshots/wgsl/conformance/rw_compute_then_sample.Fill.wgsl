@group(0) @binding(0) var Generated: texture_storage_2d<rgba32float, write>;

@compute @workgroup_size(4, 4, 1)
fn Fill(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.xy;
    let v6 = v2.x;
    let v7 = f32(v6);
    let v8 = v7 / 4f;
    let v10 = v2.y;
    let v11 = f32(v10);
    let v12 = v11 / 4f;
    let v14 = v2.x;
    let v16 = v2.y;
    let v17 = v14 + v16;
    let v18 = f32(v17);
    let v19 = v18 / 8f;
    let v20 = vec4<f32>(v8, v12, v19, 1f);
    textureStore(Generated, v2, v20);
    return;
}
