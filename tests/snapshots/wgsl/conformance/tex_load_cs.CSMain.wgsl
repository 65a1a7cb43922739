@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = i32(v6);
    let v9 = v2 / 4u;
    let v10 = i32(v9);
    let v11 = vec2<i32>(v7, v10);
    let v14 = v2 * 4u;
    let v15 = v14 + 0u;
    let v19 = vec3<i32>(v11, 0i);
    let v20 = v19.xy;
    let v21 = v19.z;
    let v22 = textureLoad(Tex, v20, v21);
    Out[v15] = v22;
    let v25 = v2 * 4u;
    let v26 = v25 + 1u;
    let v31 = v11 >> vec2<u32>(vec2<i32>(1i));
    let v32 = vec3<i32>(v31, 1i);
    let v33 = v32.xy;
    let v34 = v32.z;
    let v35 = textureLoad(Tex, (v33 + vec2<i32>(0i)), v34);
    Out[v26] = v35;
    let v38 = v2 * 4u;
    let v39 = v38 + 2u;
    let v42 = textureLoad(Tex, vec2<u32>(0u), 2u);
    Out[v39] = v42;
    let v45 = v2 * 4u;
    let v46 = v45 + 3u;
    let v49 = vec2<u32>(v11);
    let v51 = textureLoad(Tex, v49, 0u);
    Out[v46] = v51;
    return;
}
