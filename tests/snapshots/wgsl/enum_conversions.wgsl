@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn weight(x: i32) -> f32 {
    let v4 = f32(x);
    let v5 = v4 * 0.5f;
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 7u;
    let v7 = i32(v6);
    let v17 = v7 > 5i;
    let v23 = ~v7;
    let v24 = v23 & 3i;
    let v27 = gl_GlobalInvocationID.x;
    let v30 = weight(v7);
    let v32 = f32(v7);
    let v33 = v30 + v32;
    let v35 = v33 + 5.25f;
    if v17 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v41 = f32(cond_1);
    let v42 = v35 + v41;
    let v45 = v42 + 1f;
    let v47 = f32(v24);
    let v48 = v45 + v47;
    let v49 = v48 + 6f;
    Out[v27] = v49;
    return;
}
