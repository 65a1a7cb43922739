@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn f_1(x: f32) -> f32 {
    let v4 = x + 1f;
    return v4;
}

fn f(x: f32) -> f32 {
    let v4 = f_1(x);
    let v5 = v4 * 10f;
    let v6 = v5 * 2f;
    return v6;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v6 = gl_GlobalInvocationID.x;
    let v9 = gl_GlobalInvocationID.x;
    let v10 = f32(v9);
    let v11 = f(v10);
    let v13 = v11 + 100f;
    let v14 = v13 + 2f;
    let k = 0f;
    let v15 = sin(k);
    let v16 = v14 + v15;
    Out[v6] = v16;
    return;
}
