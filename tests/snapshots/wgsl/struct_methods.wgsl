struct Counter {
    count: u32,
    total: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Counter__Mean(this_1: ptr<function, Counter>) -> f32 {
    var cond: f32;
    let v2 = (*this_1).count;
    let v3 = v2 > 0u;
    if v3 {
        let v6 = (*this_1).total;
        let v8 = (*this_1).count;
        let v9 = f32(v8);
        let v10 = v6 / v9;
        cond = v10;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    return cond_1;
}

fn Counter__Add(this_1: ptr<function, Counter>, v: f32) {
    let v5 = (*this_1).count;
    let v6 = v5 + 1u;
    (*this_1).count = v6;
    let v10 = (*this_1).total;
    let v11 = v10 + v;
    (*this_1).total = v11;
    return;
}

fn Counter__Make() -> Counter {
    var c: Counter;
    c.count = 0u;
    c.total = 0f;
    let v5 = c;
    return v5;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var c: Counter;
    var i: u32;
    let v4 = Counter__Make();
    c = v4;
    i = 0u;
    loop {
        i_1 = i;
        let v10 = gl_GlobalInvocationID.x;
        let v11 = v10 % 5u;
        let v12 = i_1 <= v11;
        if v12 {
        } else {
            break;
        }
        let v15 = f32(i_1);
        Counter__Add(&c, v15);
        continuing {
            let v18 = i_1 + 1u;
            i = v18;
        }
    }
    let v21 = gl_GlobalInvocationID.x;
    let v23 = Counter__Mean(&c);
    let v25 = c.count;
    let v26 = f32(v25);
    let v27 = v23 + v26;
    Out[v21] = v27;
    return;
}
