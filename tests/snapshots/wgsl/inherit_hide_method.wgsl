struct Base {
    unused: u32,
}

struct Derived {
    Base: Base,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Base__f_1(this_1: ptr<function, Base>) -> f32 {
    return 100f;
}

fn Base__f(this_1: ptr<function, Base>, x: f32) -> f32 {
    let v5 = x + 0.5f;
    return v5;
}

fn Derived__g(this_1: ptr<function, Derived>) -> f32 {
    var this_2: Base;
    var this_3: Base;
    let v1 = Derived__f(this_1, 3i);
    let v4 = (*this_1).Base;
    this_2 = v4;
    let v6 = Base__f(&this_2, 1f);
    let v7 = this_2;
    (*this_1).Base = v7;
    let v9 = v1 + v6;
    let v12 = (*this_1).Base;
    this_3 = v12;
    let v14 = Base__f_1(&this_3);
    let v15 = this_3;
    (*this_1).Base = v15;
    let v17 = v9 + v14;
    return v17;
}

fn Derived__f(this_1: ptr<function, Derived>, x: i32) -> f32 {
    let v5 = x * 2i;
    let v6 = f32(v5);
    return v6;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var d: Derived;
    let v5 = gl_GlobalInvocationID.x;
    let v8 = gl_GlobalInvocationID.x;
    let v9 = i32(v8);
    let v10 = Derived__f(&d, v9);
    let v11 = Derived__g(&d);
    let v12 = v10 + v11;
    Out[v5] = v12;
    return;
}
