struct Interval {
    lo: f32,
    hi: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Interval__operator_add(this_1: ptr<function, Interval>, o: Interval) -> Interval {
    var o_1: Interval;
    o_1 = o;
    let v6 = (*this_1).lo;
    let v8 = o_1.lo;
    let v9 = v6 + v8;
    let v11 = (*this_1).hi;
    let v13 = o_1.hi;
    let v14 = v11 + v13;
    let v15 = Interval(v9, v14);
    return v15;
}

fn Interval__operator_sub_1(this_1: ptr<function, Interval>) -> Interval {
    let v3 = (*this_1).hi;
    let v4 = -v3;
    let v6 = (*this_1).lo;
    let v7 = -v6;
    let v8 = Interval(v4, v7);
    return v8;
}

fn Interval__width(this_1: ptr<function, Interval>) -> f32 {
    let v2 = (*this_1).hi;
    let v4 = (*this_1).lo;
    let v5 = v2 - v4;
    return v5;
}

fn Interval__grown(this_1: ptr<function, Interval>, d: f32) -> Interval {
    let v6 = -d;
    let v8 = Interval(v6, d);
    let v11 = Interval__operator_add(this_1, v8);
    return v11;
}

fn Interval__operator_sub(this_1: ptr<function, Interval>, o: Interval) -> Interval {
    var o_1: Interval;
    o_1 = o;
    let v4 = Interval__operator_sub_1(&o_1);
    let v5 = Interval__operator_add(this_1, v4);
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Interval;
    var c: Interval;
    var this_1: Interval;
    a = Interval(1f, 3f);
    let v7 = gl_GlobalInvocationID.x;
    let v8 = f32(v7);
    let v9 = Interval(0f, v8);
    let v14 = Interval__operator_sub(&a, v9);
    this_1 = v14;
    let v16 = Interval__grown(&this_1, 0.5f);
    c = v16;
    let v19 = gl_GlobalInvocationID.x;
    let v21 = Interval__width(&c);
    let v23 = c.lo;
    let v24 = v21 + v23;
    Out[v19] = v24;
    return;
}
