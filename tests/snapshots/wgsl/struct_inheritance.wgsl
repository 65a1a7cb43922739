struct Base {
    a: f32,
    b: u32,
}

struct Derived {
    Base: Base,
    c: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Use(x: Base) -> f32 {
    var x_1: Base;
    x_1 = x;
    let v4 = x_1.a;
    let v6 = x_1.b;
    let v7 = f32(v6);
    let v8 = v4 + v7;
    return v8;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var d: Derived;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    d.Base.a = v7;
    d.Base.b = 2u;
    d.c = 0.5f;
    let v14 = gl_GlobalInvocationID.x;
    let v16 = d;
    let v17 = v16.Base;
    let v18 = Use(v17);
    let v20 = d.c;
    let v21 = v18 + v20;
    Out[v14] = v21;
    return;
}
