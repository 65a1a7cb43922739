struct Sample {
    color: vec3<f32>,
    mask: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s: Sample;
    var t: Sample;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = Sample(vec3<f32>(1f, 2f, 3f), v5);
    s = v6;
    let v10 = s.color;
    let v11 = v10 * vec3<f32>(2f);
    let v14 = s;
    t = v14;
    let v18 = gl_GlobalInvocationID.x;
    let v19 = v18 + 1u;
    let v24 = gl_GlobalInvocationID.x;
    let v28 = t.color;
    let v29 = v11 + v28;
    let v31 = f32(v19);
    let v33 = v31 + 0.25f;
    let v34 = vec4<f32>(v29, v33);
    Out[v24] = v34;
    return;
}
