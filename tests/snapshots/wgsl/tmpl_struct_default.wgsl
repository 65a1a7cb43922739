struct Vec_float_4 {
    v: vec4<f32>,
}

struct Vec_float_2 {
    v: vec2<f32>,
}

struct Vec_float_3 {
    v: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Vec_float_4__dot_self(this_1: ptr<function, Vec_float_4>) -> f32 {
    let v2 = (*this_1).v;
    let v4 = (*this_1).v;
    let v5 = dot(v2, v4);
    return v5;
}

fn Vec_float_2__dot_self(this_1: ptr<function, Vec_float_2>) -> f32 {
    let v2 = (*this_1).v;
    let v4 = (*this_1).v;
    let v5 = dot(v2, v4);
    return v5;
}

fn Vec_float_3__dot_self(this_1: ptr<function, Vec_float_3>) -> f32 {
    let v2 = (*this_1).v;
    let v4 = (*this_1).v;
    let v5 = dot(v2, v4);
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Vec_float_3;
    var b: Vec_float_2;
    var c: Vec_float_4;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    let v8 = vec3<f32>(1f, 2f, v7);
    a.v = v8;
    b.v = vec2<f32>(3f, 4f);
    c.v = vec4<f32>(1f);
    let v17 = gl_GlobalInvocationID.x;
    let v19 = Vec_float_3__dot_self(&a);
    let v20 = Vec_float_2__dot_self(&b);
    let v21 = v19 + v20;
    let v22 = Vec_float_4__dot_self(&c);
    let v23 = v21 + v22;
    Out[v17] = v23;
    return;
}
