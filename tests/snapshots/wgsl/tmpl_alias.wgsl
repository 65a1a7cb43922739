struct Wrap_float {
    v: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec3<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var m: mat2x4<f32>;
    var w: Wrap_float;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = i32(v7);
    let v9 = vec3<i32>(v8, 1i, 2i);
    m = mat2x4<f32>(vec4<f32>(1f), vec4<f32>(1f));
    w.v = 4f;
    let v17 = gl_GlobalInvocationID.x;
    let v21 = vec3<f32>(v9);
    let v22 = vec3<f32>(1f, 2f, 3f) + v21;
    let v24 = m[1i];
    let v25 = v24.xyz;
    let v26 = v22 + v25;
    let v28 = w.v;
    let v29 = vec3<f32>(v28);
    let v30 = v26 + v29;
    Out[v17] = v30;
    return;
}
