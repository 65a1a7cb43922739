struct Bits {
    v: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Bits__operator_not(this_1: ptr<function, Bits>) -> bool {
    let v2 = (*this_1).v;
    let v3 = v2 == 0u;
    return v3;
}

fn Bits__operator_sub(this_1: ptr<function, Bits>) -> Bits {
    var r: Bits;
    let v4 = (*this_1).v;
    let v5 = 0u - v4;
    r.v = v5;
    let v7 = r;
    return v7;
}

fn Bits__operator_add(this_1: ptr<function, Bits>) -> Bits {
    let v1 = (*this_1);
    return v1;
}

fn Bits__operator_bitnot(this_1: ptr<function, Bits>) -> Bits {
    var r: Bits;
    let v4 = (*this_1).v;
    let v5 = ~v4;
    r.v = v5;
    let v7 = r;
    return v7;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var b: Bits;
    var n: Bits;
    var m: Bits;
    var this_1: Bits;
    var cond: i32;
    let v6 = gl_GlobalInvocationID.x;
    b.v = v6;
    let v9 = Bits__operator_bitnot(&b);
    n = v9;
    let v13 = Bits__operator_add(&b);
    this_1 = v13;
    let v15 = Bits__operator_sub(&this_1);
    m = v15;
    let v18 = gl_GlobalInvocationID.x;
    let v21 = n.v;
    let v23 = m.v;
    let v24 = v21 ^ v23;
    let v25 = Bits__operator_not(&b);
    if v25 {
        cond = 100i;
    } else {
        cond = 200i;
    }
    let cond_1 = cond;
    let v30 = u32(cond_1);
    let v31 = v24 ^ v30;
    Out[v18] = v31;
    return;
}
