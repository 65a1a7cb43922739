struct Amount {
    value: f32,
}

struct Price {
    Amount: Amount,
    currency: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Amount__operator_add(this_1: ptr<function, Amount>, x: f32) -> f32 {
    let v5 = (*this_1).value;
    let v7 = v5 + x;
    return v7;
}

fn Amount__operator_lt(this_1: ptr<function, Amount>, o: Amount) -> bool {
    var o_1: Amount;
    o_1 = o;
    let v5 = (*this_1).value;
    let v7 = o_1.value;
    let v8 = v5 < v7;
    return v8;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Price;
    var cap: Amount;
    var this_1: Amount;
    var this_2: Amount;
    var cond: f32;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    let v8 = v7 * 2.5f;
    p.Amount.value = v8;
    p.currency = 1u;
    cap = Amount(10f);
    let v17 = p.Amount;
    this_1 = v17;
    let v19 = cap;
    let v20 = Amount__operator_lt(&this_1, v19);
    let v21 = this_1;
    p.Amount = v21;
    if v20 {
        let v26 = p.Amount;
        this_2 = v26;
        let v28 = Amount__operator_add(&this_2, 1f);
        let v29 = this_2;
        p.Amount = v29;
        cond = v28;
    } else {
        let v32 = Amount__operator_add(&cap, 0f);
        cond = v32;
    }
    let cond_1 = cond;
    let v37 = gl_GlobalInvocationID.x;
    let v41 = p.currency;
    let v42 = f32(v41);
    let v43 = cond_1 + v42;
    Out[v37] = v43;
    return;
}
