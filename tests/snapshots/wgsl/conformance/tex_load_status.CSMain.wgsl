struct SparseTexel {
    code: u32,
    texel: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = i32(v6);
    let v9 = v2 / 4u;
    let v10 = i32(v9);
    let v11 = vec2<i32>(v7, v10);
    let v15 = v2 * 2u;
    let v16 = v15 + 0u;
    let v20 = min(v11, vec2<i32>(2i));
    let v21 = vec3<i32>(v20, 0i);
    let v22 = v21.xy;
    let v23 = v21.z;
    let v24 = SparseTexel(0u, textureLoad(Tex, (v22 + vec2<i32>(1i)), v23));
    let v25 = v24.code;
    let v26 = v24.texel;
    let v27 = true;
    let v28 = select(1u, 0u, v27);
    Out[v16] = v26;
    let v32 = v2 * 2u;
    let v33 = v32 + 1u;
    let v36 = v28 == 0u;
    if v36 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v41 = f32(cond_1);
    let v42 = vec4<f32>(v41);
    Out[v33] = v42;
    return;
}
