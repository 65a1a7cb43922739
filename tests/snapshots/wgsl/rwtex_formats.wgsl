@group(0) @binding(0) var Ldr: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(1) var Hdr: texture_storage_2d<rgba16float, write>;
@group(0) @binding(2) var Ids: texture_storage_2d<r32uint, write>;
@group(0) @binding(3) var Normals: texture_storage_2d<rgba8snorm, write>;
@group(0) @binding(4) var Field: texture_storage_3d<rgba16sint, write>;

@compute @workgroup_size(8, 8, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.xy;
    let v6 = vec2<f32>(v5);
    let v7 = v6 / vec2<f32>(64f);
    let v8 = vec4<f32>(v7, 0.5f, 1f);
    let v11 = gl_GlobalInvocationID.xy;
    textureStore(Ldr, v11, v8);
    let v16 = gl_GlobalInvocationID.xy;
    let v18 = v8 * vec4<f32>(16f);
    textureStore(Hdr, v16, v18);
    let v22 = gl_GlobalInvocationID.xy;
    let v24 = gl_GlobalInvocationID.x;
    let v26 = gl_GlobalInvocationID.y;
    let v27 = v26 * 64u;
    let v28 = v24 + v27;
    let v29 = vec4<u32>(v28, 0u, 0u, 0u);
    textureStore(Ids, v22, v29);
    let v33 = gl_GlobalInvocationID.xy;
    let v35 = v8 * vec4<f32>(2f);
    let v36 = v35 - vec4<f32>(1f);
    textureStore(Normals, v33, v36);
    let v41 = vec3<i32>(gl_GlobalInvocationID);
    let v42 = vec4<i32>(v41, 1i);
    let v43 = v42 - vec4<i32>(4i);
    textureStore(Field, gl_GlobalInvocationID, v43);
    return;
}
