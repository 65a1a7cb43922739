struct Inner {
    a: f32,
    b: f32,
}

struct Box_float {
    pair: Inner,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn first_of_float(b: Box_float) -> f32 {
    var b_1: Box_float;
    b_1 = b;
    let v5 = b_1.pair.a;
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var b: Box_float;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    let v8 = Inner(1.5f, v7);
    b.pair = v8;
    let v14 = b;
    let v15 = first_of_float(v14);
    let v18 = gl_GlobalInvocationID.x;
    let v23 = b.pair.b;
    let v24 = v15 + v23;
    Out[v18] = v24;
    return;
}
