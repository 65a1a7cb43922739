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
    let v12 = Counter_int__make(-3i);
    b = v12;
    let v14 = calls;
    let v15 = v14 + 2u;
    calls = v15;
    let v17 = calls_1;
    let v18 = v17 + 1u;
    calls_1 = v18;
    let v21 = gl_GlobalInvocationID.x;
    let v24 = a.value;
    let v26 = b.value;
    let v27 = f32(v26);
    let v28 = v24 + v27;
    let v29 = calls;
    let v30 = v29 * 10u;
    let v31 = f32(v30);
    let v32 = v28 + v31;
    let v33 = calls_1;
    let v34 = f32(v33);
    let v35 = v32 + v34;
    Out[v21] = v35;
    return;
}
