struct Holder_int {
    v: i32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn times_3() -> u32 {
    return 9u;
}

fn Holder_int__get(this_1: ptr<function, Holder_int>) -> i32 {
    let v2 = (*this_1).v;
    return v2;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var h: Holder_int;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = i32(v6);
    h.v = v7;
    let v10 = gl_GlobalInvocationID.x;
    let v12 = Holder_int__get(&h);
    let v13 = u32(v12);
    let v14 = times_3();
    let v15 = v13 + v14;
    Out[v10] = v15;
    return;
}
