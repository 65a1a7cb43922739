struct Circle {
    r: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn circumference(r: f32) -> f32 {
    let v5 = 6.28318548f * r;
    return v5;
}

fn area(c: Circle) -> f32 {
    var c_1: Circle;
    c_1 = c;
    let v4 = c_1.r;
    let v5 = 3.14159274f * v4;
    let v7 = c_1.r;
    let v8 = v5 * v7;
    return v8;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var c: Circle;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = Circle(v6);
    c = v7;
    let v10 = gl_GlobalInvocationID.x;
    let v12 = c;
    let v13 = area(v12);
    let v15 = c.r;
    let v16 = circumference(v15);
    let v17 = v13 + v16;
    Out[v10] = v17;
    return;
}
