@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn F_5(b: bool) -> f32 {
    var cond: f32;
    if b {
        cond = 10f;
    } else {
        cond = 20f;
    }
    let cond_1 = cond;
    return cond_1;
}

fn F_4(a: f32, b: f32) -> f32 {
    let v8 = a * b;
    return v8;
}

fn F_3(v: vec2<f32>) -> f32 {
    let v4 = v.x;
    let v6 = v.y;
    let v7 = v4 + v6;
    return v7;
}

fn F_2(x: u32) -> f32 {
    let v4 = f32(x);
    let v5 = v4 + 3f;
    return v5;
}

fn F_1(x: i32) -> f32 {
    let v4 = f32(x);
    let v5 = v4 + 2f;
    return v5;
}

fn F(x: f32) -> f32 {
    let v4 = x + 1f;
    return v4;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = F(1f);
    let v6 = F_1(-1i);
    let v8 = v4 + v6;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = F_2(v11);
    let v14 = v8 + v12;
    let v16 = F_3(vec2<f32>(1f, 2f));
    let v18 = v14 + v16;
    let v21 = F_4(v18, 2f);
    let v23 = v18 + v21;
    let v26 = gl_GlobalInvocationID.x;
    let v27 = v26 > 3u;
    let v28 = F_5(v27);
    let v30 = v23 + v28;
    let v33 = gl_GlobalInvocationID.x;
    Out[v33] = v30;
    return;
}
