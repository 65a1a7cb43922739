struct Rgb {
    c: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn lumaOf(x: Rgb) -> f32 {
    var x_1: Rgb;
    x_1 = x;
    let v3 = Rgb__luma(&x_1);
    return v3;
}

fn Rgb__clampInPlace(this_1: ptr<function, Rgb>) -> Rgb {
    let v3 = (*this_1).c;
    let v4 = clamp(v3, vec3<f32>(0f), vec3<f32>(1f));
    (*this_1).c = v4;
    let v6 = (*this_1);
    return v6;
}

fn Rgb__luma(this_1: ptr<function, Rgb>) -> f32 {
    let v2 = (*this_1).c;
    let v3 = dot(v2, vec3<f32>(0.212599993f, 0.715200007f, 0.0722000003f));
    return v3;
}

fn Rgb__offset(this_1: ptr<function, Rgb>, d: f32) -> Rgb {
    var r: Rgb;
    let v7 = (*this_1).c;
    let v9 = vec3<f32>(d);
    let v10 = v7 + v9;
    r.c = v10;
    let v12 = r;
    return v12;
}

fn Rgb__scaled(this_1: ptr<function, Rgb>, k: f32) -> Rgb {
    var r: Rgb;
    let v5 = (*this_1);
    r = v5;
    let v9 = vec3<f32>(k);
    let v10 = r.c;
    let v11 = v10 * v9;
    r.c = v11;
    let v13 = r;
    return v13;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Rgb;
    var this_1: Rgb;
    var this_2: Rgb;
    var b: Rgb;
    var this_3: Rgb;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    let v8 = vec3<f32>(v7, 1f, 2f);
    let v9 = v8 * vec3<f32>(0.100000001f);
    a.c = v9;
    let v14 = Rgb__scaled(&a, 2f);
    this_2 = v14;
    let v16 = Rgb__offset(&this_2, 0.5f);
    this_1 = v16;
    let v18 = Rgb__luma(&this_1);
    let v21 = Rgb__offset(&a, 1f);
    b = v21;
    _ = Rgb__clampInPlace(&b);
    let v25 = gl_GlobalInvocationID.x;
    let v28 = b;
    let v29 = lumaOf(v28);
    let v30 = v18 + v29;
    let v32 = Rgb__clampInPlace(&a);
    this_3 = v32;
    let v34 = Rgb__scaled(&this_3, 0.5f);
    let v35 = v34.c;
    let v36 = v35.x;
    let v37 = v30 + v36;
    Out[v25] = v37;
    return;
}
