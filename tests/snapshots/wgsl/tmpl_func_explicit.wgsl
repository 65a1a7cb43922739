@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn half_of_int(x: i32) -> i32 {
    let v4 = x / 2i;
    return v4;
}

fn half_of_float(x: f32) -> f32 {
    let v4 = x / 2f;
    return v4;
}

fn convert_uint_float(x: f32) -> u32 {
    let v4 = u32(x);
    return v4;
}

fn convert_int_float(x: f32) -> i32 {
    let v4 = i32(x);
    return v4;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = 2.75f + v6;
    let v8 = convert_int_float(v7);
    let v11 = convert_uint_float(3.5f);
    let v15 = gl_GlobalInvocationID.x;
    let v16 = f32(v15);
    let v17 = half_of_float(v16);
    let v20 = half_of_int(7i);
    let v23 = gl_GlobalInvocationID.x;
    let v26 = u32(v8);
    let v28 = v26 + v11;
    let v29 = f32(v28);
    let v31 = v29 + v17;
    let v33 = f32(v20);
    let v34 = v31 + v33;
    Out[v23] = v34;
    return;
}
