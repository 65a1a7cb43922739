@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn sum_int_int(a: i32, b: i32) -> i32 {
    let v8 = a + b;
    return v8;
}

fn sum_uint_uint(a: u32, b: u32) -> u32 {
    let v8 = a + b;
    return v8;
}

fn sum_uint_float(a: u32, b: f32) -> f32 {
    let v7 = f32(a);
    let v9 = v7 + b;
    return v9;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = sum_uint_float(v5, 0.5f);
    let v10 = gl_GlobalInvocationID.x;
    let v11 = sum_uint_uint(v10, 2u);
    let v15 = gl_GlobalInvocationID.x;
    let v16 = i32(v15);
    let v17 = sum_int_int(-3i, v16);
    let v20 = gl_GlobalInvocationID.x;
    let v24 = f32(v11);
    let v25 = v6 + v24;
    let v27 = f32(v17);
    let v28 = v25 + v27;
    Out[v20] = v28;
    return;
}
