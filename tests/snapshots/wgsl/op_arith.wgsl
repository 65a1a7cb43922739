struct Money {
    cents: i32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<i32>;

fn Money__operator_mod(this_1: ptr<function, Money>, k: i32) -> Money {
    var r: Money;
    let v7 = (*this_1).cents;
    let v9 = v7 % k;
    r.cents = v9;
    let v11 = r;
    return v11;
}

fn Money__operator_div(this_1: ptr<function, Money>, k: i32) -> Money {
    var r: Money;
    let v7 = (*this_1).cents;
    let v9 = v7 / k;
    r.cents = v9;
    let v11 = r;
    return v11;
}

fn Money__operator_sub(this_1: ptr<function, Money>, o: Money) -> Money {
    var o_1: Money;
    var r: Money;
    o_1 = o;
    let v7 = (*this_1).cents;
    let v9 = o_1.cents;
    let v10 = v7 - v9;
    r.cents = v10;
    let v12 = r;
    return v12;
}

fn Money__operator_mul(this_1: ptr<function, Money>, k: i32) -> Money {
    var r: Money;
    let v7 = (*this_1).cents;
    let v9 = v7 * k;
    r.cents = v9;
    let v11 = r;
    return v11;
}

fn Money__operator_add(this_1: ptr<function, Money>, o: Money) -> Money {
    var o_1: Money;
    var r: Money;
    o_1 = o;
    let v7 = (*this_1).cents;
    let v9 = o_1.cents;
    let v10 = v7 + v9;
    r.cents = v10;
    let v12 = r;
    return v12;
}

fn make(c: i32) -> Money {
    var m: Money;
    m.cents = c;
    let v7 = m;
    return v7;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Money;
    var c: Money;
    var this_1: Money;
    var this_2: Money;
    var d: Money;
    var this_3: Money;
    let v4 = make(250i);
    a = v4;
    let v8 = gl_GlobalInvocationID.x;
    let v9 = i32(v8);
    let v10 = v9 * 10i;
    let v11 = make(v10);
    let v17 = Money__operator_add(&a, v11);
    this_2 = v17;
    let v19 = Money__operator_mul(&this_2, 3i);
    this_1 = v19;
    let v21 = make(5i);
    let v22 = Money__operator_sub(&this_1, v21);
    c = v22;
    let v26 = Money__operator_div(&c, 4i);
    this_3 = v26;
    let v28 = Money__operator_mod(&c, 7i);
    let v29 = Money__operator_add(&this_3, v28);
    d = v29;
    let v32 = gl_GlobalInvocationID.x;
    let v35 = d.cents;
    Out[v32] = v35;
    return;
}
