@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Traits_bool__one() -> bool {
    return true;
}

fn Traits_float__one() -> f32 {
    return 1f;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    let v8 = Traits_float__one();
    let v9 = u32(v8);
    let v10 = Traits_bool__one();
    if v10 {
        cond = 10i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v15 = u32(cond_1);
    let v16 = v9 + v15;
    let v19 = gl_GlobalInvocationID.x;
    let v23 = 97u + v16;
    let v25 = gl_GlobalInvocationID.x;
    let v26 = v23 + v25;
    Out[v19] = v26;
    return;
}
