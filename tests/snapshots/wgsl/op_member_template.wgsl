struct Vec3 {
    v: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec3<f32>>;

fn Vec3__operator_mul_uint(this_1: ptr<function, Vec3>, k: u32) -> Vec3 {
    var r: Vec3;
    let v7 = (*this_1).v;
    let v9 = f32(k);
    let v10 = vec3<f32>(v9);
    let v11 = v7 * v10;
    r.v = v11;
    let v13 = r;
    return v13;
}

fn Vec3__operator_mul_float(this_1: ptr<function, Vec3>, k: f32) -> Vec3 {
    var r: Vec3;
    let v7 = (*this_1).v;
    let v9 = vec3<f32>(k);
    let v10 = v7 * v9;
    r.v = v10;
    let v12 = r;
    return v12;
}

fn Vec3__operator_mul_int(this_1: ptr<function, Vec3>, k: i32) -> Vec3 {
    var r: Vec3;
    let v7 = (*this_1).v;
    let v9 = f32(k);
    let v10 = vec3<f32>(v9);
    let v11 = v7 * v10;
    r.v = v11;
    let v13 = r;
    return v13;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Vec3;
    var b: Vec3;
    var c: Vec3;
    var d: Vec3;
    a.v = vec3<f32>(1f, 2f, 3f);
    let v7 = Vec3__operator_mul_int(&a, 2i);
    b = v7;
    let v10 = Vec3__operator_mul_float(&b, 0.5f);
    c = v10;
    let v14 = gl_GlobalInvocationID.x;
    let v15 = Vec3__operator_mul_uint(&c, v14);
    d = v15;
    let v18 = gl_GlobalInvocationID.x;
    let v21 = d.v;
    Out[v18] = v21;
    return;
}
