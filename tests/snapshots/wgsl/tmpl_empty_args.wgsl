struct Holder_float {
    value: f32,
}

struct Vec_float_2 {
    v: array<f32, 2>,
}

struct Vec_int_2 {
    v: array<i32, 2>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Holder_float__times_2(this_1: ptr<function, Holder_float>) -> f32 {
    let v2 = (*this_1).value;
    let v3 = v2 * 2f;
    return v3;
}

fn Holder_float__times_3(this_1: ptr<function, Holder_float>) -> f32 {
    let v2 = (*this_1).value;
    let v3 = v2 * 3f;
    return v3;
}

fn ident_float(x: f32) -> f32 {
    return x;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Vec_float_2;
    var b: Vec_int_2;
    var h: Holder_float;
    a.v[0i] = 1.5f;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = f32(v10);
    a.v[1i] = v11;
    b.v[0i] = 2i;
    b.v[1i] = 3i;
    let v24 = a.v[1i];
    h.value = v24;
    let v27 = gl_GlobalInvocationID.x;
    let v31 = a.v[0i];
    let v32 = ident_float(v31);
    let v35 = b.v[0i];
    let v38 = b.v[1i];
    let v39 = v35 * v38;
    let v40 = f32(v39);
    let v41 = v32 + v40;
    let v42 = Holder_float__times_3(&h);
    let v43 = v41 + v42;
    let v44 = Holder_float__times_2(&h);
    let v45 = v43 + v44;
    Out[v27] = v45;
    return;
}
