struct Sample {
    value: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Sample__times_3(x: u32) -> u32 {
    let v4 = x * 3u;
    return v4;
}

fn Sample__scaled_float2(this_1: ptr<function, Sample>, factor: vec2<f32>) -> vec2<f32> {
    let v5 = (*this_1).value;
    let v6 = vec2<f32>(v5);
    let v8 = v6 * factor;
    return v8;
}

fn Sample__as_int(this_1: ptr<function, Sample>) -> i32 {
    let v2 = (*this_1).value;
    let v3 = i32(v2);
    return v3;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s: Sample;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    let v8 = 2.5f + v7;
    s.value = v8;
    let v11 = Sample__as_int(&s);
    let v14 = Sample__scaled_float2(&s, vec2<f32>(1f, 2f));
    let v18 = gl_GlobalInvocationID.x;
    let v19 = Sample__times_3(v18);
    let v22 = gl_GlobalInvocationID.x;
    let v25 = f32(v11);
    let v27 = v14.x;
    let v28 = v25 + v27;
    let v30 = v14.y;
    let v31 = v28 + v30;
    let v33 = f32(v19);
    let v34 = v31 + v33;
    Out[v22] = v34;
    return;
}
