@group(0) @binding(0) var<storage, read_write> OutF: array<f32>;
@group(0) @binding(1) var<storage, read_write> OutU: array<u32>;

fn Limits_uint__clampUnit(x: u32) -> u32 {
    let v4 = min(x, 1u);
    return v4;
}

fn Limits_float__clampUnit(x: f32) -> f32 {
    let v4 = clamp(x, 0f, 1f);
    return v4;
}

fn safe_uint(x: u32) -> u32 {
    let v4 = Limits_uint__clampUnit(x);
    let v5 = v4 + 0u;
    return v5;
}

fn safe_float(x: f32) -> f32 {
    let v4 = Limits_float__clampUnit(x);
    let v5 = v4 + 9.99999997e-07f;
    return v5;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = f32(v7);
    let v9 = v8 * 0.100000001f;
    let v10 = safe_float(v9);
    OutF[v4] = v10;
    let v13 = gl_GlobalInvocationID.x;
    let v16 = gl_GlobalInvocationID.x;
    let v17 = safe_uint(v16);
    OutU[v13] = v17;
    return;
}
