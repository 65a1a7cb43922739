@group(0) @binding(0) var Unorm8: texture_2d<f32>;
@group(0) @binding(1) var U32: texture_2d<u32>;
@group(0) @binding(2) var I32: texture_2d<i32>;
@group(0) @binding(3) var F16: texture_2d<f32>;
@group(0) @binding(4) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = i32(v6);
    let v9 = v2 / 4u;
    let v10 = i32(v9);
    let v11 = vec3<i32>(v7, v10, 0i);
    let v14 = v2 * 3u;
    let v15 = v14 + 0u;
    let v19 = v11.xy;
    let v20 = v11.z;
    let v21 = textureLoad(Unorm8, v19, v20);
    Out[v15] = v21;
    let v24 = v2 * 3u;
    let v25 = v24 + 1u;
    let v29 = v11.xy;
    let v30 = v11.z;
    let v31 = textureLoad(U32, v29, v30);
    let v32 = v31.x;
    let v33 = f32(v32);
    let v36 = v11.xy;
    let v37 = v11.z;
    let v38 = textureLoad(I32, v36, v37);
    let v39 = v38.xy;
    let v40 = vec2<f32>(v39);
    let v41 = vec4<f32>(v33, v40, 0f);
    Out[v25] = v41;
    let v44 = v2 * 3u;
    let v45 = v44 + 2u;
    let v49 = v11.xy;
    let v50 = v11.z;
    let v51 = textureLoad(F16, v49, v50);
    Out[v45] = v51;
    return;
}
