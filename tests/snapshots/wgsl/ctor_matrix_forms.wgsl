@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var big: mat4x4<f32>;
    var small: mat3x3<f32>;
    var splat: mat2x2<f32>;
    var f: mat2x2<f32>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6, 0f, 0f, 1f);
    let v8 = mat4x4<f32>(vec4<f32>(1f, 0f, 0f, 0f), vec4<f32>(0f, 2f, 0f, 0f), vec4<f32>(0f, 0f, 3f, 0f), v7);
    big = v8;
    let v11 = big;
    let v12 = v11[0];
    let v13 = v12.xyz;
    let v14 = v11[1];
    let v15 = v14.xyz;
    let v16 = v11[2];
    let v17 = v16.xyz;
    let v18 = mat3x3<f32>(v13, v15, v17);
    small = v18;
    splat = mat2x2<f32>(vec2<f32>(0.5f), vec2<f32>(0.5f));
    f = mat2x2<f32>(vec2<f32>(1f, 2f), vec2<f32>(3f, 4f));
    let v34 = big[3i];
    let v37 = gl_GlobalInvocationID.x;
    let v40 = small[1i];
    let v43 = splat[0i][1i];
    let v44 = vec4<f32>(v40, v43);
    let v46 = f[1i];
    let v48 = f[0i];
    let v49 = vec4<f32>(v46, v48);
    let v50 = v44 + v49;
    let v52 = v50 + v34;
    Out[v37] = v52;
    return;
}
