@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn Twice(x: u32) -> u32 {
    let v4 = x * 2u;
    return v4;
}

fn Half(x: f32) -> f32 {
    let v4 = x * 0.5f;
    return v4;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: f32;
    let v8 = gl_GlobalInvocationID.x;
    let v18 = v8 + 4294967293u;
    let v19 = f32(v18);
    let v23 = v8 != 0u;
    let v27 = f32(v8);
    let v28 = Half(v27);
    let v33 = Twice(4294967293u);
    let v42 = gl_GlobalInvocationID.x;
    let v48 = v19 + v28;
    if v23 {
        let v52 = f32(v33);
        cond = v52;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    let v56 = vec4<f32>(vec2<f32>(1f, 2f), v48, cond_1);
    let v57 = vec4<f32>(-3f) + v56;
    Out[v42] = v57;
    return;
}
