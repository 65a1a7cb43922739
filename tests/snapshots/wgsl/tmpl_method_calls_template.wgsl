struct Curve_float {
    p0: f32,
    p1: f32,
    p2: f32,
}

struct Curve_float2 {
    p0: vec2<f32>,
    p1: vec2<f32>,
    p2: vec2<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn lerp3_float2(a: vec2<f32>, b: vec2<f32>, c: vec2<f32>, t: f32) -> vec2<f32> {
    var cond: vec2<f32>;
    let v13 = t < 0.5f;
    if v13 {
        let v18 = t * 2f;
        let v19 = vec2<f32>(v18);
        let v20 = mix(a, b, v19);
        cond = v20;
    } else {
        let v25 = t * 2f;
        let v26 = v25 - 1f;
        let v27 = vec2<f32>(v26);
        let v28 = mix(b, c, v27);
        cond = v28;
    }
    let cond_1 = cond;
    return cond_1;
}

fn lerp3_float(a: f32, b: f32, c: f32, t: f32) -> f32 {
    var cond: f32;
    let v13 = t < 0.5f;
    if v13 {
        let v18 = t * 2f;
        let v19 = mix(a, b, v18);
        cond = v19;
    } else {
        let v24 = t * 2f;
        let v25 = v24 - 1f;
        let v26 = mix(b, c, v25);
        cond = v26;
    }
    let cond_1 = cond;
    return cond_1;
}

fn Curve_float__average_5(this_1: ptr<function, Curve_float>) -> f32 {
    var s_1: f32;
    var i_1: u32;
    var v15: f32;
    var s: f32;
    var i: u32;
    s = 0f;
    i = 0u;
    loop {
        s_1 = s;
        i_1 = i;
        let v6 = i_1 < 5u;
        if v6 {
        } else {
            break;
        }
        let v9 = f32(i_1);
        let v12 = v9 / 4f;
        let v13 = Curve_float__eval(this_1, v12);
        v15 = s_1 + v13;
        continuing {
            let v18 = i_1 + 1u;
            s = v15;
            i = v18;
        }
    }
    let v21 = s_1 / 5f;
    return v21;
}

fn Curve_float2__eval(this_1: ptr<function, Curve_float2>, t: f32) -> vec2<f32> {
    let v5 = (*this_1).p0;
    let v7 = (*this_1).p1;
    let v9 = (*this_1).p2;
    let v11 = lerp3_float2(v5, v7, v9, t);
    return v11;
}

fn Curve_float__eval(this_1: ptr<function, Curve_float>, t: f32) -> f32 {
    let v5 = (*this_1).p0;
    let v7 = (*this_1).p1;
    let v9 = (*this_1).p2;
    let v11 = lerp3_float(v5, v7, v9, t);
    return v11;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var c: Curve_float;
    var d: Curve_float2;
    c = Curve_float(0f, 1f, 4f);
    d = Curve_float2(vec2<f32>(0f, 1f), vec2<f32>(1f), vec2<f32>(2f, 0f));
    let v9 = gl_GlobalInvocationID.x;
    let v10 = v9 % 16u;
    let v11 = f32(v10);
    let v12 = v11 / 15f;
    let v15 = gl_GlobalInvocationID.x;
    let v18 = Curve_float__eval(&c, v12);
    let v20 = Curve_float2__eval(&d, v12);
    let v21 = Curve_float__average_5(&c);
    let v22 = vec4<f32>(v18, v20, v21);
    Out[v15] = v22;
    return;
}
