struct Acc {
    total: f32,
    n: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Acc__operator_comma(this_1: ptr<function, Acc>, v: f32) -> Acc {
    var r: Acc;
    let v7 = (*this_1).total;
    let v9 = v7 + v;
    r.total = v9;
    let v13 = (*this_1).n;
    let v14 = v13 + 1u;
    r.n = v14;
    let v16 = r;
    return v16;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Acc;
    var b: Acc;
    var this_1: Acc;
    var this_2: Acc;
    a = Acc(0f, 0u);
    let v8 = Acc__operator_comma(&a, 1f);
    this_2 = v8;
    let v10 = Acc__operator_comma(&this_2, 2f);
    this_1 = v10;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = f32(v13);
    let v15 = Acc__operator_comma(&this_1, v14);
    b = v15;
    let v18 = gl_GlobalInvocationID.x;
    let v21 = b.total;
    let v23 = b.n;
    let v24 = f32(v23);
    let v25 = v21 / v24;
    Out[v18] = v25;
    return;
}
