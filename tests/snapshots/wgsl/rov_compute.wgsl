@group(0) @binding(0) var<storage, read_write> Data: array<u32>;
@group(0) @binding(1) var<storage, read_write> Raw: array<u32>;
@group(0) @binding(2) var Image: texture_storage_2d<r32float, write>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Data[v5];
    let v10 = gl_GlobalInvocationID.x;
    let v13 = v7 * 2u;
    Data[v10] = v13;
    let v16 = gl_GlobalInvocationID.x;
    let v17 = v16 * 4u;
    let v18 = v17 >> 2u;
    Raw[v18] = v7;
    let v23 = gl_GlobalInvocationID.x;
    let v24 = vec2<u32>(v23, 0u);
    let v26 = f32(v7);
    let v27 = vec4<f32>(v26, 0f, 0f, 0f);
    textureStore(Image, v24, v27);
    return;
}
