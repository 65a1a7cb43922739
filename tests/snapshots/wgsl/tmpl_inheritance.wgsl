struct Value_float {
    v: f32,
}

struct Named_float {
    Value_float: Value_float,
    id: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Value_float__doubled(this_1: ptr<function, Value_float>) -> f32 {
    let v2 = (*this_1).v;
    let v4 = (*this_1).v;
    let v5 = v2 + v4;
    return v5;
}

fn Named_float__plus_id(this_1: ptr<function, Named_float>) -> f32 {
    var this_2: Value_float;
    let v3 = (*this_1).Value_float;
    this_2 = v3;
    let v5 = Value_float__doubled(&this_2);
    let v6 = this_2;
    (*this_1).Value_float = v6;
    let v9 = (*this_1).id;
    let v10 = f32(v9);
    let v11 = v5 + v10;
    return v11;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var n: Named_float;
    var base: Value_float;
    var this_1: Value_float;
    n.Value_float.v = 1.25f;
    let v8 = gl_GlobalInvocationID.x;
    n.id = v8;
    let v11 = n;
    let v12 = v11.Value_float;
    base = v12;
    let v15 = gl_GlobalInvocationID.x;
    let v17 = Named_float__plus_id(&n);
    let v18 = Value_float__doubled(&base);
    let v19 = v17 + v18;
    let v22 = n.Value_float;
    this_1 = v22;
    let v24 = Value_float__doubled(&this_1);
    let v25 = this_1;
    n.Value_float = v25;
    let v27 = v19 + v24;
    Out[v15] = v27;
    return;
}
