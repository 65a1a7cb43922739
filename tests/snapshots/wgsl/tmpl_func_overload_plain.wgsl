@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn pick_uint(x: u32) -> u32 {
    let v4 = x + 100u;
    return v4;
}

fn pick_int(x: i32) -> i32 {
    let v4 = x + 100i;
    return v4;
}

fn pick(x: f32) -> f32 {
    let v4 = x * 2f;
    return v4;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = pick(v6);
    let v11 = gl_GlobalInvocationID.x;
    let v12 = i32(v11);
    let v13 = pick_int(v12);
    let v17 = gl_GlobalInvocationID.x;
    let v18 = pick_uint(v17);
    let v21 = gl_GlobalInvocationID.x;
    let v25 = f32(v13);
    let v26 = v7 + v25;
    let v28 = f32(v18);
    let v29 = v26 + v28;
    Out[v21] = v29;
    return;
}
