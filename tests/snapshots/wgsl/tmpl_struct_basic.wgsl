struct Pair_int2 {
    first: vec2<i32>,
    second: vec2<i32>,
}

struct Pair_float {
    first: f32,
    second: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn Pair_int2__sum(this_1: ptr<function, Pair_int2>) -> vec2<i32> {
    let v2 = (*this_1).first;
    let v4 = (*this_1).second;
    let v5 = v2 + v4;
    return v5;
}

fn Pair_float__sum(this_1: ptr<function, Pair_float>) -> f32 {
    let v2 = (*this_1).first;
    let v4 = (*this_1).second;
    let v5 = v2 + v4;
    return v5;
}

fn Pair_float__swapped(this_1: ptr<function, Pair_float>) -> Pair_float {
    var r: Pair_float;
    let v4 = (*this_1).second;
    r.first = v4;
    let v8 = (*this_1).first;
    r.second = v8;
    let v10 = r;
    return v10;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Pair_float;
    var q: Pair_int2;
    var s: Pair_float;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    p.first = v7;
    p.second = 0.5f;
    q.first = vec2<i32>(1i, 2i);
    let v16 = gl_GlobalInvocationID.x;
    let v17 = i32(v16);
    let v18 = vec2<i32>(v17, 3i);
    q.second = v18;
    let v21 = Pair_float__swapped(&p);
    s = v21;
    let v24 = gl_GlobalInvocationID.x;
    let v26 = Pair_float__sum(&p);
    let v28 = s.first;
    let v29 = Pair_int2__sum(&q);
    let v30 = vec2<f32>(v29);
    let v31 = vec4<f32>(v26, v28, v30);
    Out[v24] = v31;
    return;
}
