struct Complex_float {
    re: f32,
    im: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Complex_float__operator_add(this_1: ptr<function, Complex_float>, o: Complex_float) -> Complex_float {
    var o_1: Complex_float;
    o_1 = o;
    let v6 = (*this_1).re;
    let v8 = o_1.re;
    let v9 = v6 + v8;
    let v11 = (*this_1).im;
    let v13 = o_1.im;
    let v14 = v11 + v13;
    let v15 = Complex_float(v9, v14);
    return v15;
}

fn Complex_float__operator_mul(this_1: ptr<function, Complex_float>, o: Complex_float) -> Complex_float {
    var o_1: Complex_float;
    o_1 = o;
    let v6 = (*this_1).re;
    let v8 = o_1.re;
    let v9 = v6 * v8;
    let v11 = (*this_1).im;
    let v13 = o_1.im;
    let v14 = v11 * v13;
    let v15 = v9 - v14;
    let v17 = (*this_1).re;
    let v19 = o_1.im;
    let v20 = v17 * v19;
    let v22 = (*this_1).im;
    let v24 = o_1.re;
    let v25 = v22 * v24;
    let v26 = v20 + v25;
    let v27 = Complex_float(v15, v26);
    return v27;
}

fn Complex_float__norm2(this_1: ptr<function, Complex_float>) -> f32 {
    let v2 = (*this_1).re;
    let v4 = (*this_1).re;
    let v5 = v2 * v4;
    let v7 = (*this_1).im;
    let v9 = (*this_1).im;
    let v10 = v7 * v9;
    let v11 = v5 + v10;
    return v11;
}

fn square_plus_float(z: Complex_float, c: Complex_float) -> Complex_float {
    var z_1: Complex_float;
    var this_1: Complex_float;
    z_1 = z;
    let v7 = z_1;
    let v8 = Complex_float__operator_mul(&z_1, v7);
    this_1 = v8;
    let v11 = Complex_float__operator_add(&this_1, c);
    return v11;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: i32;
    var z: Complex_float;
    var h: Complex_float;
    var this_1: Complex_float;
    var i: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.100000001f;
    let v8 = v7 - 0.5f;
    let v9 = Complex_float(v8, 0.25f);
    z = Complex_float(0f, 0f);
    i = 0i;
    loop {
        i_1 = i;
        let v16 = i_1 < 8i;
        if v16 {
        } else {
            break;
        }
        let v18 = z;
        let v20 = square_plus_float(v18, v9);
        z = v20;
        continuing {
            let v23 = i_1 + 1i;
            i = v23;
        }
    }
    h = Complex_float(1f, 2f);
    let v28 = gl_GlobalInvocationID.x;
    let v30 = Complex_float__norm2(&z);
    let v32 = h;
    let v33 = Complex_float__operator_mul(&h, v32);
    this_1 = v33;
    let v35 = Complex_float__norm2(&this_1);
    let v36 = v30 + v35;
    Out[v28] = v36;
    return;
}
