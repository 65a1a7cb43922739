@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn measure_float2(x: vec2<f32>) -> f32 {
    return 1f;
}

fn measure_float_1(x: f32) -> f32 {
    return 1f;
}

fn measure_float(v: vec3<f32>) -> f32 {
    let v4 = length(v);
    return v4;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec3<f32>(v6, 0f, 0f);
    let v10 = gl_GlobalInvocationID.x;
    let v13 = measure_float(v7);
    let v15 = gl_GlobalInvocationID.x;
    let v16 = f32(v15);
    let v17 = measure_float_1(v16);
    let v18 = v13 + v17;
    let v19 = measure_float2(vec2<f32>(1f, 2f));
    let v20 = v18 + v19;
    Out[v10] = v20;
    return;
}
