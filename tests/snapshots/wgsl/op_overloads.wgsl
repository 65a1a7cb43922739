struct Vec2 {
    x: f32,
    y: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec2<f32>>;

fn Vec2__operator_mul_2(this_1: ptr<function, Vec2>, k: i32) -> Vec2 {
    let v6 = (*this_1).x;
    let v8 = f32(k);
    let v9 = v6 * v8;
    let v10 = v9 + 0.5f;
    let v12 = (*this_1).y;
    let v14 = f32(k);
    let v15 = v12 * v14;
    let v16 = v15 + 0.5f;
    let v17 = Vec2(v10, v16);
    return v17;
}

fn Vec2__operator_mul_1(this_1: ptr<function, Vec2>, k: f32) -> Vec2 {
    let v6 = (*this_1).x;
    let v8 = v6 * k;
    let v10 = (*this_1).y;
    let v12 = v10 * k;
    let v13 = Vec2(v8, v12);
    return v13;
}

fn Vec2__operator_mul(this_1: ptr<function, Vec2>, o: Vec2) -> Vec2 {
    var o_1: Vec2;
    o_1 = o;
    let v6 = (*this_1).x;
    let v8 = o_1.x;
    let v9 = v6 * v8;
    let v11 = (*this_1).y;
    let v13 = o_1.y;
    let v14 = v11 * v13;
    let v15 = Vec2(v9, v14);
    return v15;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Vec2;
    var c: Vec2;
    var d: Vec2;
    var e: Vec2;
    a = Vec2(1f, 2f);
    let v7 = gl_GlobalInvocationID.x;
    let v8 = f32(v7);
    let v9 = Vec2(v8, 3f);
    let v13 = Vec2__operator_mul(&a, v9);
    c = v13;
    let v16 = Vec2__operator_mul_1(&c, 2f);
    d = v16;
    let v19 = Vec2__operator_mul_2(&d, 2i);
    e = v19;
    let v22 = gl_GlobalInvocationID.x;
    let v25 = e.x;
    let v27 = e.y;
    let v28 = vec2<f32>(v25, v27);
    Out[v22] = v28;
    return;
}
