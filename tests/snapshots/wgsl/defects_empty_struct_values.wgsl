struct E {
    unused: u32,
}

struct S {
    E: E,
    x: f32,
}

struct T {
    y: f32,
    tags: array<E, 2>,
}

@group(0) @binding(1) var<storage, read_write> O: array<f32>;

fn S__get(this_1: ptr<function, S>) -> f32 {
    let v2 = (*this_1).x;
    return v2;
}

fn make() -> E {
    return E();
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var t: T;
    var s: S;
    var arr: array<E, 3>;
    let v4 = make();
    let v9 = gl_GlobalInvocationID.x;
    let v11 = O[v9];
    t.y = v11;
    t.tags[1i] = v4;
    let v20 = t.y;
    s.x = v20;
    let v24 = gl_GlobalInvocationID.x;
    let v25 = v24 % 3u;
    let v29 = gl_GlobalInvocationID.x;
    let v30 = v29 & 1u;
    let v32 = t.tags[v30];
    arr[v25] = v32;
    let v35 = gl_GlobalInvocationID.x;
    let v37 = S__get(&s);
    let v39 = t.y;
    let v40 = v37 + v39;
    O[v35] = v40;
    return;
}
