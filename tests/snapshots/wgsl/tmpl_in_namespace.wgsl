struct Range_int {
    lo: i32,
    hi: i32,
}

struct Range_float {
    lo: f32,
    hi: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Range_int__span(this_1: ptr<function, Range_int>) -> i32 {
    let v2 = (*this_1).hi;
    let v4 = (*this_1).lo;
    let v5 = v2 - v4;
    return v5;
}

fn Range_float__span(this_1: ptr<function, Range_float>) -> f32 {
    let v2 = (*this_1).hi;
    let v4 = (*this_1).lo;
    let v5 = v2 - v4;
    return v5;
}

fn lerp3_float(a: f32, b: f32, t: f32) -> f32 {
    let v12 = b - a;
    let v14 = v12 * t;
    let v15 = a + v14;
    return v15;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: Range_float;
    var q: Range_int;
    r.lo = 1f;
    let v8 = gl_GlobalInvocationID.x;
    let v9 = 5u + v8;
    let v10 = f32(v9);
    r.hi = v10;
    let v14 = r.lo;
    let v16 = r.hi;
    let v17 = lerp3_float(v14, v16, 0.25f);
    let v20 = lerp3_float(0f, 1f, 0.5f);
    q = Range_int(2i, 9i);
    let v25 = gl_GlobalInvocationID.x;
    let v29 = v17 + v20;
    let v30 = Range_float__span(&r);
    let v31 = v29 + v30;
    let v32 = Range_int__span(&q);
    let v33 = f32(v32);
    let v34 = v31 + v33;
    Out[v25] = v34;
    return;
}
