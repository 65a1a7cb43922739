struct Box {
    w: f32,
    h: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn twice_1(x: i32) -> i32 {
    let v4 = x * 2i;
    let v5 = v4 + 1i;
    return v5;
}

fn twice(x: f32) -> f32 {
    let v4 = x * 2f;
    return v4;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var b: Box;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = Box(2f, v6);
    b = v7;
    let v10 = gl_GlobalInvocationID.x;
    let v13 = b.w;
    let v14 = twice(v13);
    let v16 = b.h;
    let v17 = i32(v16);
    let v18 = twice_1(v17);
    let v19 = f32(v18);
    let v20 = v14 + v19;
    let v21 = v20 + 0.00100000005f;
    Out[v10] = v21;
    return;
}
