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
    let v7 = gl_GlobalInvocationID.x;
    let v17 = v7 + 4294967293u;
    let v18 = f32(v17);
    let v22 = v7 != 0u;
    let v26 = f32(v7);
    let v27 = Half(v26);
    let v32 = Twice(4294967293u);
    let v41 = gl_GlobalInvocationID.x;
    let v47 = v18 + v27;
    if v22 {
        let v51 = f32(v32);
        cond = v51;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    let v55 = vec4<f32>(vec2<f32>(1f, 2f), v47, cond_1);
    let v56 = vec4<f32>(-3f) + v55;
    Out[v41] = v56;
    return;
}
