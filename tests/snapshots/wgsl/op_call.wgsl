struct Poly {
    a: f32,
    b: f32,
    c: f32,
}

struct Shader {
    curve: Poly,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Shader__eval(this_1: ptr<function, Shader>, t: f32) -> f32 {
    var this_2: Poly;
    let v6 = (*this_1).curve;
    this_2 = v6;
    let v9 = Poly__operator_call(&this_2, t);
    let v10 = this_2;
    (*this_1).curve = v10;
    return v9;
}

fn Poly__operator_call_1(this_1: ptr<function, Poly>, x: f32, y: f32) -> f32 {
    let v8 = Poly__operator_call(this_1, x);
    let v10 = Poly__operator_call(this_1, y);
    let v11 = v8 + v10;
    return v11;
}

fn Poly__operator_call(this_1: ptr<function, Poly>, x: f32) -> f32 {
    let v5 = (*this_1).a;
    let v7 = v5 * x;
    let v9 = (*this_1).b;
    let v10 = v7 + v9;
    let v12 = v10 * x;
    let v14 = (*this_1).c;
    let v15 = v12 + v14;
    return v15;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Poly;
    var s: Shader;
    var this_1: Poly;
    p = Poly(1f, -2f, 3f);
    let v7 = p;
    s.curve = v7;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = f32(v11);
    let v13 = v12 * 0.5f;
    let v16 = gl_GlobalInvocationID.x;
    let v19 = Poly__operator_call(&p, v13);
    let v21 = Poly__operator_call_1(&p, v13, 1f);
    let v22 = v19 + v21;
    let v24 = Shader__eval(&s, v13);
    let v25 = v22 + v24;
    let v28 = s.curve;
    this_1 = v28;
    let v30 = Poly__operator_call(&this_1, 2f);
    let v31 = this_1;
    s.curve = v31;
    let v33 = v25 + v30;
    Out[v16] = v33;
    return;
}
