@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Blend(a: f32, b: f32, t: f32, clampIt: bool) -> f32 {
    var cond: f32;
    let v16 = mix(a, b, t);
    if clampIt {
        let v21 = clamp(v16, 0f, 1f);
        cond = v21;
    } else {
        cond = v16;
    }
    let cond_1 = cond;
    return cond_1;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 / 64f;
    let v10 = gl_GlobalInvocationID.x;
    let v13 = Blend(v7, 1f, 0.5f, true);
    let v15 = Blend(v7, 2f, 0.25f, true);
    let v16 = v13 + v15;
    let v18 = Blend(v7, 3f, 0.75f, false);
    let v19 = v16 + v18;
    Out[v10] = v19;
    return;
}
