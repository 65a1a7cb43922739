@group(0) @binding(0) var MS: texture_multisampled_2d<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = i32(v6);
    let v9 = v2 / 4u;
    let v10 = i32(v9);
    let v11 = vec2<i32>(v7, v10);
    let v17 = textureDimensions(MS);
    let v18 = v17.x;
    let v20 = v17.y;
    let v22 = textureNumSamples(MS);
    let v25 = v2 * 4u;
    let v26 = v25 + 0u;
    let v30 = textureLoad(MS, v11, 0i);
    Out[v26] = v30;
    let v33 = v2 * 4u;
    let v34 = v33 + 1u;
    let v38 = textureLoad(MS, v11, 3i);
    Out[v34] = v38;
    let v41 = v2 * 4u;
    let v42 = v41 + 2u;
    let v46 = min(v11, vec2<i32>(2i));
    let v47 = textureLoad(MS, (v46 + vec2<i32>(1i)), 1i);
    Out[v42] = v47;
    let v50 = v2 * 4u;
    let v51 = v50 + 3u;
    let v54 = f32(v18);
    let v56 = f32(v20);
    let v58 = f32(v22);
    let v59 = vec4<f32>(v54, v56, v58, 0f);
    Out[v51] = v59;
    return;
}
