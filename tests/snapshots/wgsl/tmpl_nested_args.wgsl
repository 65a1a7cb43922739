struct Box_int {
    v: i32,
}

struct Box_float3 {
    v: vec3<f32>,
}

struct Box_float {
    v: f32,
}

struct Box_Box_int {
    v: Box_int,
}

struct Pair_Box_float_int {
    first: Box_float,
    second: i32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn unbox_int(b: Box_int) -> i32 {
    var b_1: Box_int;
    b_1 = b;
    let v4 = b_1.v;
    return v4;
}

fn unbox_float3(b: Box_float3) -> vec3<f32> {
    var b_1: Box_float3;
    b_1 = b;
    let v4 = b_1.v;
    return v4;
}

fn unbox_float(b: Box_float) -> f32 {
    var b_1: Box_float;
    b_1 = b;
    let v4 = b_1.v;
    return v4;
}

fn Box_int__get(this_1: ptr<function, Box_int>) -> i32 {
    let v2 = (*this_1).v;
    return v2;
}

fn Box_Box_int__get(this_1: ptr<function, Box_Box_int>) -> Box_int {
    let v2 = (*this_1).v;
    return v2;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var bb: Box_Box_int;
    var p: Pair_Box_float_int;
    var this_1: Box_int;
    var bv: Box_float3;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = i32(v7);
    bb.v.v = v8;
    p.first.v = 0.5f;
    let v16 = Box_Box_int__get(&bb);
    this_1 = v16;
    let v18 = Box_int__get(&this_1);
    p.second = v18;
    bv.v = vec3<f32>(1f, 2f, 3f);
    let v24 = gl_GlobalInvocationID.x;
    let v27 = p.first;
    let v28 = unbox_float(v27);
    let v30 = p.second;
    let v31 = f32(v30);
    let v32 = v28 + v31;
    let v33 = bv;
    let v34 = unbox_float3(v33);
    let v35 = v34.y;
    let v36 = v32 + v35;
    let v38 = bb.v;
    let v39 = unbox_int(v38);
    let v40 = f32(v39);
    let v41 = v36 + v40;
    Out[v24] = v41;
    return;
}
