@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn quantize_uint(x: u32) -> u32 {
    let v5 = x & 4294967292u;
    return v5;
}

fn quantize_int(x: i32) -> i32 {
    let v5 = x % 4i;
    let v6 = x - v5;
    return v6;
}

fn quantize_float(x: f32) -> f32 {
    let v4 = x * 4f;
    let v5 = floor(v4);
    let v6 = v5 / 4f;
    return v6;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = f32(v7);
    let v9 = v8 * 0.300000012f;
    let v10 = quantize_float(v9);
    let v12 = gl_GlobalInvocationID.x;
    let v13 = i32(v12);
    let v14 = v13 + 5i;
    let v15 = quantize_int(v14);
    let v16 = f32(v15);
    let v17 = v10 + v16;
    let v19 = gl_GlobalInvocationID.x;
    let v20 = v19 * 7u;
    let v21 = quantize_uint(v20);
    let v22 = f32(v21);
    let v23 = v17 + v22;
    Out[v4] = v23;
    return;
}
