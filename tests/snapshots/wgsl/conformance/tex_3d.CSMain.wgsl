@group(0) @binding(0) var Vol: texture_3d<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v8 = v2 / 4u;
    let v9 = v8 % 4u;
    let v11 = v2 / 16u;
    let v12 = vec3<u32>(v6, v9, v11);
    let v16 = vec3<f32>(v12);
    let v17 = v16 + vec3<f32>(0.5f);
    let v18 = v17 / vec3<f32>(4f);
    let v21 = v2 * 3u;
    let v22 = v21 + 0u;
    let v27 = textureSampleLevel(Vol, Point, v18, 0f);
    Out[v22] = v27;
    let v30 = v2 * 3u;
    let v31 = v30 + 1u;
    let v36 = textureSampleLevel(Vol, Point, v18, 1f);
    Out[v31] = v36;
    let v39 = v2 * 3u;
    let v40 = v39 + 2u;
    let v44 = vec3<i32>(v12);
    let v45 = vec4<i32>(v44, 0i);
    let v46 = v45.xyz;
    let v47 = v45.w;
    let v48 = textureLoad(Vol, v46, v47);
    Out[v40] = v48;
    return;
}
