@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn ToLinear(c: f32) -> f32 {
    let v4 = pow(c, 2.20000005f);
    return v4;
}

fn Clamp01(c: f32) -> f32 {
    let v4 = clamp(c, 0f, 1f);
    return v4;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 / 63f;
    let v10 = gl_GlobalInvocationID.x;
    let v13 = Clamp01(v7);
    let v14 = ToLinear(v13);
    let v15 = v14 + 2.20000005f;
    Out[v10] = v15;
    return;
}
