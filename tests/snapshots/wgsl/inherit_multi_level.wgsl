struct A {
    a: f32,
}

struct B {
    A: A,
    b: f32,
}

struct C {
    B: B,
    c: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn A__get_a(this_1: ptr<function, A>) -> f32 {
    let v2 = (*this_1).a;
    return v2;
}

fn B__sum_b(this_1: ptr<function, B>) -> f32 {
    var this_2: A;
    let v3 = (*this_1).A;
    this_2 = v3;
    let v5 = A__get_a(&this_2);
    let v6 = this_2;
    (*this_1).A = v6;
    let v9 = (*this_1).b;
    let v10 = v5 + v9;
    return v10;
}

fn of_b(x: B) -> f32 {
    var x_1: B;
    x_1 = x;
    let v3 = B__sum_b(&x_1);
    let v4 = v3 * 100f;
    return v4;
}

fn of_a(x: A) -> f32 {
    var x_1: A;
    x_1 = x;
    let v4 = x_1.a;
    let v5 = v4 * 10f;
    return v5;
}

fn C__sum_c(this_1: ptr<function, C>) -> f32 {
    var this_2: B;
    let v3 = (*this_1).B;
    this_2 = v3;
    let v5 = B__sum_b(&this_2);
    let v6 = this_2;
    (*this_1).B = v6;
    let v9 = (*this_1).c;
    let v10 = v5 + v9;
    return v10;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var c: C;
    c.B.A.a = 1f;
    c.B.b = 2f;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = f32(v10);
    c.c = v11;
    let v14 = gl_GlobalInvocationID.x;
    let v16 = C__sum_c(&c);
    let v17 = c;
    let v18 = v17.B;
    let v19 = v18.A;
    let v20 = of_a(v19);
    let v21 = v16 + v20;
    let v22 = c;
    let v23 = v22.B;
    let v24 = of_b(v23);
    let v25 = v21 + v24;
    Out[v14] = v25;
    return;
}
