struct Tri {
    v: i32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<i32>;

fn Tri__operator_or(this_1: ptr<function, Tri>, o: Tri) -> Tri {
    var o_1: Tri;
    var r: Tri;
    o_1 = o;
    let v7 = (*this_1).v;
    let v9 = o_1.v;
    let v10 = max(v7, v9);
    r.v = v10;
    let v12 = r;
    return v12;
}

fn Tri__operator_not(this_1: ptr<function, Tri>) -> Tri {
    var r: Tri;
    let v4 = (*this_1).v;
    let v5 = -v4;
    r.v = v5;
    let v7 = r;
    return v7;
}

fn Tri__operator_and(this_1: ptr<function, Tri>, o: Tri) -> Tri {
    var o_1: Tri;
    var r: Tri;
    o_1 = o;
    let v7 = (*this_1).v;
    let v9 = o_1.v;
    let v10 = min(v7, v9);
    r.v = v10;
    let v12 = r;
    return v12;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Tri;
    var c: Tri;
    var this_1: Tri;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = i32(v5);
    let v7 = v6 % 3i;
    let v8 = v7 - 1i;
    let v9 = Tri(v8);
    a = v9;
    let v16 = Tri__operator_and(&a, Tri(1i));
    this_1 = v16;
    let v18 = Tri__operator_not(&a);
    let v19 = Tri__operator_or(&this_1, v18);
    c = v19;
    let v22 = gl_GlobalInvocationID.x;
    let v25 = c.v;
    Out[v22] = v25;
    return;
}
