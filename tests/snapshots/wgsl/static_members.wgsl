struct Stats {
    value: f32,
}

var<private> count: u32 = 3u;
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Stats__full() -> bool {
    let v0 = count;
    let v1 = v0 >= 16u;
    return v1;
}

fn Stats__twin(this_1: ptr<function, Stats>) -> Stats {
    let v2 = (*this_1).value;
    let v3 = v2 * 2f;
    let v4 = Stats__make(v3);
    return v4;
}

fn Stats__make(v: f32) -> Stats {
    var s: Stats;
    s.value = v;
    let v7 = count;
    let v8 = v7 + 1u;
    count = v8;
    let v10 = s;
    return v10;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Stats;
    var b: Stats;
    var extra: array<f32, 4>;
    var cond: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = Stats__make(v6);
    a = v7;
    let v10 = Stats__twin(&a);
    b = v10;
    let v14 = Stats__full();
    if v14 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v19 = f32(cond_1);
    extra[0i] = v19;
    let v22 = gl_GlobalInvocationID.x;
    let v25 = a.value;
    let v27 = b.value;
    let v28 = v25 + v27;
    let v29 = count;
    let v30 = f32(v29);
    let v31 = v28 + v30;
    let v33 = extra[0i];
    let v34 = v31 + v33;
    Out[v22] = v34;
    return;
}
