struct S {
    p: vec3<f32>,
    i: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var pt: S;
    var t: array<f32, 3>;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    let v8 = vec3<f32>(1f, 2f, v7);
    pt.p = v8;
    let v12 = gl_GlobalInvocationID.x;
    pt.i = v12;
    let v16 = pt.p;
    let v17 = v16.x;
    let v19 = pt.p;
    let v20 = v19.y;
    let v22 = pt.p;
    let v23 = v22.z;
    let v24 = array<f32, 3>(v17, v20, v23);
    t = v24;
    let v27 = gl_GlobalInvocationID.x;
    let v30 = t[0i];
    let v32 = t[1i];
    let v33 = v30 + v32;
    let v35 = t[2i];
    let v36 = v33 + v35;
    let v38 = pt.i;
    let v39 = f32(v38);
    let v40 = v36 + v39;
    Out[v27] = v40;
    return;
}
