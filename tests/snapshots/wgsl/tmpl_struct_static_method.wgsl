struct Counter_int {
    value: i32,
}

struct Counter_float {
    value: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;
var<private> calls: u32 = 0u;
var<private> calls_1: u32 = 0u;

fn Counter_int__make(v: i32) -> Counter_int {
    var c: Counter_int;
    c.value = v;
    let v7 = c;
    return v7;
}

fn Counter_float__make(v: f32) -> Counter_float {
    var c: Counter_float;
    c.value = v;
    let v7 = c;
    return v7;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Counter_float;
    var b: Counter_int;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.5f;
    let v8 = Counter_float__make(v7);
    a = v8;
    let v11 = Counter_int__make(-3i);
    b = v11;
    let v13 = calls;
    let v14 = v13 + 2u;
    calls = v14;
    let v16 = calls_1;
    let v17 = v16 + 1u;
    calls_1 = v17;
    let v20 = gl_GlobalInvocationID.x;
    let v23 = a.value;
    let v25 = b.value;
    let v26 = f32(v25);
    let v27 = v23 + v26;
    let v28 = calls;
    let v29 = v28 * 10u;
    let v30 = f32(v29);
    let v31 = v27 + v30;
    let v32 = calls_1;
    let v33 = f32(v32);
    let v34 = v31 + v33;
    Out[v20] = v34;
    return;
}
