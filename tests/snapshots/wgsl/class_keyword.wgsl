struct Accum {
    sum: f32,
    n: u32,
}

struct Weighted {
    Accum: Accum,
    w: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Accum__mean(this_1: ptr<function, Accum>) -> f32 {
    var cond: f32;
    let v2 = (*this_1).n;
    let v3 = v2 != 0u;
    if v3 {
        let v6 = (*this_1).sum;
        let v8 = (*this_1).n;
        let v9 = f32(v8);
        let v10 = v6 / v9;
        cond = v10;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    return cond_1;
}

fn Accum__add(this_1: ptr<function, Accum>, v: f32) {
    let v6 = (*this_1).sum;
    let v7 = v6 + v;
    (*this_1).sum = v7;
    let v10 = (*this_1).n;
    let v11 = v10 + 1u;
    (*this_1).n = v11;
    return;
}

fn Accum__empty() -> Accum {
    return Accum(0f, 0u);
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var a: Accum;
    var w: Weighted;
    var this_1: Accum;
    var i: u32;
    let v4 = Accum__empty();
    a = v4;
    i = 0u;
    loop {
        i_1 = i;
        let v10 = gl_GlobalInvocationID.x;
        let v11 = i_1 <= v10;
        if v11 {
        } else {
            break;
        }
        let v14 = f32(i_1);
        Accum__add(&a, v14);
        continuing {
            let v17 = i_1 + 1u;
            i = v17;
        }
    }
    w = Weighted(Accum(1f, 2u), 0.5f);
    let v22 = gl_GlobalInvocationID.x;
    let v24 = Accum__mean(&a);
    let v27 = w.Accum;
    this_1 = v27;
    let v29 = Accum__mean(&this_1);
    let v30 = this_1;
    w.Accum = v30;
    let v33 = w.w;
    let v34 = v29 * v33;
    let v35 = v24 + v34;
    Out[v22] = v35;
    return;
}
