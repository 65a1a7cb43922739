struct Meters {
    v: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn operator_lt(a: Meters, b: Meters) -> bool {
    var a_1: Meters;
    var b_1: Meters;
    a_1 = a;
    b_1 = b;
    let v7 = a_1.v;
    let v9 = b_1.v;
    let v10 = v7 < v9;
    return v10;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Meters;
    var b: Meters;
    var cond: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = sqrt(v6);
    let v8 = Meters(v7);
    a = v8;
    b = Meters(2f);
    let v13 = gl_GlobalInvocationID.x;
    let v15 = a;
    let v16 = b;
    let v17 = operator_lt(v15, v16);
    if v17 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v22 = f32(cond_1);
    let v24 = a.v;
    let v26 = b.v;
    let v27 = max(v24, v26);
    let v28 = v22 + v27;
    let k = 0.5f;
    let v29 = sin(k);
    let v30 = v28 + v29;
    Out[v13] = v30;
    return;
}
