@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn pick_2(x: u32) -> f32 {
    return 4f;
}

fn pick_1(x: i32) -> f32 {
    return 3f;
}

fn pick(x: f32) -> f32 {
    return 1f;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    let v15 = pick(1f);
    let v16 = v15 * 1000f;
    let v17 = pick_1(1i);
    let v18 = v17 * 100f;
    let v19 = v16 + v18;
    let v20 = pick_2(1u);
    let v21 = v20 * 10f;
    let v22 = v19 + v21;
    let v23 = pick(1f);
    let v24 = v22 + v23;
    let v27 = gl_GlobalInvocationID.x;
    if true {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v36 = f32(cond_1);
    let v37 = 1.75f + v36;
    let v39 = v37 + 16777216f;
    let v41 = v39 + v24;
    let v43 = gl_GlobalInvocationID.x;
    let v44 = f32(v43);
    let v45 = v41 + v44;
    Out[v27] = v45;
    return;
}
