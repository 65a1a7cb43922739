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
    let v14 = pick(1f);
    let v15 = v14 * 1000f;
    let v16 = pick_1(1i);
    let v17 = v16 * 100f;
    let v18 = v15 + v17;
    let v19 = pick_2(1u);
    let v20 = v19 * 10f;
    let v21 = v18 + v20;
    let v22 = pick(1f);
    let v23 = v21 + v22;
    let v26 = gl_GlobalInvocationID.x;
    if true {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v35 = f32(cond_1);
    let v36 = 1.75f + v35;
    let v38 = v36 + 16777216f;
    let v40 = v38 + v23;
    let v42 = gl_GlobalInvocationID.x;
    let v43 = f32(v42);
    let v44 = v40 + v43;
    Out[v26] = v44;
    return;
}
