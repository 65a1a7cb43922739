@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Less: sampler_comparison;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = f32(v6);
    let v9 = v2 / 4u;
    let v10 = f32(v9);
    let v11 = vec2<f32>(v7, v10);
    let v12 = v11 + vec2<f32>(0.5f);
    let v13 = v12 / vec2<f32>(4f);
    let v17 = f32(v2);
    let v18 = v17 + 0.5f;
    let v19 = v18 / 16f;
    let v26 = textureSampleCompareLevel(Shadow, Less, v13, 0.5f);
    let v31 = v19 - 0.03125f;
    let v32 = textureSampleCompareLevel(Shadow, Less, v13, v31);
    let v37 = textureSampleCompareLevel(Shadow, Less, v13, v19, vec2<i32>(1i, 0i));
    let v41 = v2 % 4u;
    let v42 = f32(v41);
    let v44 = v2 / 4u;
    let v45 = f32(v44);
    let v46 = vec2<f32>(v42, v45);
    let v47 = v46 + vec2<f32>(1f);
    let v48 = v47 / vec2<f32>(4f);
    let v49 = textureGatherCompare(Shadow, Less, v48, 0.5f, vec2<i32>(0i));
    let v50 = v49.w;
    let v51 = vec4<f32>(v26, v32, v37, v50);
    Out[v2] = v51;
    return;
}
