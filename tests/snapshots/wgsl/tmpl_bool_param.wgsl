@group(0) @binding(0) var<storage, read_write> Out: array<vec2<f32>>;

fn tone_false(x: f32) -> f32 {
    var y: f32;
    let v6 = 1f + x;
    let v7 = x / v6;
    if false {
        let v10 = v7 * 1.5f;
        let v11 = clamp(v10, 0f, 1f);
        y = v11;
    } else {
        y = v7;
    }
    let y_1 = y;
    return y_1;
}

fn tone_true(x: f32) -> f32 {
    var y: f32;
    let v6 = 1f + x;
    let v7 = x / v6;
    if true {
        let v10 = v7 * 1.5f;
        let v11 = clamp(v10, 0f, 1f);
        y = v11;
    } else {
        y = v7;
    }
    let y_1 = y;
    return y_1;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.75f;
    let v10 = gl_GlobalInvocationID.x;
    let v13 = tone_true(v7);
    let v15 = tone_false(v7);
    let v16 = vec2<f32>(v13, v15);
    Out[v10] = v16;
    return;
}
