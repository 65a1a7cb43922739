struct N {
    v: i32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<i32>;

fn N__operator_eq(this_1: ptr<function, N>, o: N) -> bool {
    var o_1: N;
    o_1 = o;
    let v5 = (*this_1).v;
    let v7 = o_1.v;
    let v8 = v5 == v7;
    return v8;
}

fn N__operator_sub(this_1: ptr<function, N>, o: N) -> N {
    var o_1: N;
    o_1 = o;
    let v6 = (*this_1).v;
    let v8 = o_1.v;
    let v9 = v6 - v8;
    let v10 = N(v9);
    return v10;
}

fn N__operator_add(this_1: ptr<function, N>, o: N) -> N {
    var o_1: N;
    o_1 = o;
    let v6 = (*this_1).v;
    let v8 = o_1.v;
    let v9 = v6 + v8;
    let v10 = N(v9);
    return v10;
}

fn N__operator_mul(this_1: ptr<function, N>, o: N) -> N {
    var o_1: N;
    o_1 = o;
    let v6 = (*this_1).v;
    let v8 = o_1.v;
    let v9 = v6 * v8;
    let v10 = N(v9);
    return v10;
}

fn n(v: i32) -> N {
    let v5 = N(v);
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: N;
    var b: N;
    var d: N;
    var e: N;
    var this_1: N;
    var this_2: N;
    var cond: i32;
    let v4 = n(2i);
    a = v4;
    let v7 = n(3i);
    b = v7;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = i32(v11);
    let v13 = n(v12);
    let v17 = N__operator_mul(&b, v13);
    let v18 = N__operator_add(&a, v17);
    d = v18;
    let v22 = b;
    let v23 = N__operator_sub(&a, v22);
    this_1 = v23;
    let v26 = N__operator_sub(&this_1, v13);
    e = v26;
    let v30 = e;
    let v31 = N__operator_sub(&d, v30);
    this_2 = v31;
    let v34 = gl_GlobalInvocationID.x;
    let v35 = i32(v34);
    let v36 = 4i * v35;
    let v37 = 3i + v36;
    let v38 = v37 + 1i;
    let v39 = n(v38);
    let v40 = N__operator_eq(&this_2, v39);
    let v43 = gl_GlobalInvocationID.x;
    let v46 = d.v;
    let v47 = v46 * 100i;
    let v49 = e.v;
    let v50 = v47 + v49;
    if v40 {
        cond = 10000i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v56 = v50 + cond_1;
    Out[v43] = v56;
    return;
}
