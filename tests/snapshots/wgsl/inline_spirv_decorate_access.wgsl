@group(0) @binding(0) var Input: texture_2d<f32>;
@group(0) @binding(1) var Output: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(2) var<storage, read_write> Scale: array<f32>;

@compute @workgroup_size(8, 8, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.xy;
    let v7 = gl_GlobalInvocationID.xy;
    let v8 = vec2<i32>(v7);
    let v9 = vec3<i32>(v8, 0i);
    let v10 = v9.xy;
    let v11 = v9.z;
    let v12 = textureLoad(Input, v10, v11);
    let v14 = Scale[0i];
    let v15 = vec4<f32>(v14);
    let v16 = v12 * v15;
    textureStore(Output, v4, v16);
    return;
}
