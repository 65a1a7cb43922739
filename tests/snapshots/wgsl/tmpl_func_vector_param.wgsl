@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn sum_float_2(v: vec2<f32>) -> f32 {
    var r_1: f32;
    var i_1: i32;
    var v14: f32;
    var v_1: vec2<f32>;
    var r: f32;
    var i: i32;
    v_1 = v;
    r = 0f;
    i = 0i;
    loop {
        r_1 = r;
        i_1 = i;
        let v8 = i_1 < 2i;
        if v8 {
        } else {
            break;
        }
        let v12 = v_1[i_1];
        v14 = r_1 + v12;
        continuing {
            let v17 = i_1 + 1i;
            r = v14;
            i = v17;
        }
    }
    return r_1;
}

fn sum_uint_2(v: vec2<u32>) -> u32 {
    var r_1: u32;
    var i_1: i32;
    var v14: u32;
    var v_1: vec2<u32>;
    var r: u32;
    var i: i32;
    v_1 = v;
    r = 0u;
    i = 0i;
    loop {
        r_1 = r;
        i_1 = i;
        let v8 = i_1 < 2i;
        if v8 {
        } else {
            break;
        }
        let v12 = v_1[i_1];
        v14 = r_1 + v12;
        continuing {
            let v17 = i_1 + 1i;
            r = v14;
            i = v17;
        }
    }
    return r_1;
}

fn sum_int_3(v: vec3<i32>) -> i32 {
    var r_1: i32;
    var i_1: i32;
    var v14: i32;
    var v_1: vec3<i32>;
    var r: i32;
    var i: i32;
    v_1 = v;
    r = 0i;
    i = 0i;
    loop {
        r_1 = r;
        i_1 = i;
        let v8 = i_1 < 3i;
        if v8 {
        } else {
            break;
        }
        let v12 = v_1[i_1];
        v14 = r_1 + v12;
        continuing {
            let v17 = i_1 + 1i;
            r = v14;
            i = v17;
        }
    }
    return r_1;
}

fn sum_float_4(v: vec4<f32>) -> f32 {
    var r_1: f32;
    var i_1: i32;
    var v14: f32;
    var v_1: vec4<f32>;
    var r: f32;
    var i: i32;
    v_1 = v;
    r = 0f;
    i = 0i;
    loop {
        r_1 = r;
        i_1 = i;
        let v8 = i_1 < 4i;
        if v8 {
        } else {
            break;
        }
        let v12 = v_1[i_1];
        v14 = r_1 + v12;
        continuing {
            let v17 = i_1 + 1i;
            r = v14;
            i = v17;
        }
    }
    return r_1;
}

fn reversed_float_4(v: vec4<f32>) -> vec4<f32> {
    var i_1: i32;
    var v_1: vec4<f32>;
    var r: vec4<f32>;
    var i: i32;
    v_1 = v;
    i = 0i;
    loop {
        i_1 = i;
        let v7 = i_1 < 4i;
        if v7 {
        } else {
            break;
        }
        let v13 = 3i - i_1;
        let v15 = v_1[v13];
        r[i_1] = v15;
        continuing {
            let v18 = i_1 + 1i;
            i = v18;
        }
    }
    let v20 = r;
    return v20;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 + 1u;
    let v7 = f32(v6);
    let v8 = vec4<f32>(v7);
    let v9 = vec4<f32>(1f, 2f, 3f, 4f) * v8;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = i32(v13);
    let v15 = vec3<i32>(v14, 10i, 20i);
    let v18 = gl_GlobalInvocationID.x;
    let v21 = reversed_float_4(v9);
    let v23 = sum_float_4(v9);
    let v25 = sum_int_3(v15);
    let v26 = f32(v25);
    let v28 = gl_GlobalInvocationID.xy;
    let v29 = sum_uint_2(v28);
    let v30 = f32(v29);
    let v32 = v9.xy;
    let v33 = sum_float_2(v32);
    let v34 = vec4<f32>(v23, v26, v30, v33);
    let v35 = v21 + v34;
    Out[v18] = v35;
    return;
}
