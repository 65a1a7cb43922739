struct Dual {
    a: f32,
    b: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec2<f32>>;

fn operator_add(x: Dual, y: Dual) -> Dual {
    var x_1: Dual;
    var y_1: Dual;
    x_1 = x;
    y_1 = y;
    let v8 = x_1.a;
    let v10 = y_1.a;
    let v11 = v8 + v10;
    let v13 = x_1.b;
    let v15 = y_1.b;
    let v16 = v13 + v15;
    let v17 = Dual(v11, v16);
    return v17;
}

fn operator_mul(k: f32, d: Dual) -> Dual {
    var d_1: Dual;
    d_1 = d;
    let v9 = d_1.a;
    let v10 = k * v9;
    let v13 = d_1.b;
    let v14 = k * v13;
    let v15 = Dual(v10, v14);
    return v15;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var e: Dual;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = Dual(v6, 1f);
    let v11 = operator_mul(2f, v7);
    let v13 = operator_add(v11, v7);
    e = v13;
    let v16 = gl_GlobalInvocationID.x;
    let v19 = e.a;
    let v21 = e.b;
    let v22 = vec2<f32>(v19, v21);
    Out[v16] = v22;
    return;
}
