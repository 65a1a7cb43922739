struct Arr_4 {
    v: array<f32, 4>,
}

struct Arr_7 {
    v: array<f32, 7>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn flipSign_true(x: f32) -> f32 {
    var cond: f32;
    if true {
        let v5 = -x;
        cond = v5;
    } else {
        cond = x;
    }
    let cond_1 = cond;
    return cond_1;
}

fn Arr_4__size(this_1: ptr<function, Arr_4>) -> u32 {
    return 4u;
}

fn Arr_7__size(this_1: ptr<function, Arr_7>) -> u32 {
    return 7u;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var a: Arr_7;
    var b: Arr_4;
    var c: Arr_4;
    var i: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v9 = Arr_7__size(&a);
        let v10 = i_1 < v9;
        if v10 {
        } else {
            break;
        }
        let v16 = f32(i_1);
        a.v[i_1] = v16;
        continuing {
            let v19 = i_1 + 1u;
            i = v19;
        }
    }
    let v22 = gl_GlobalInvocationID.x;
    let v26 = gl_GlobalInvocationID.x;
    let v27 = Arr_7__size(&a);
    let v28 = v26 % v27;
    let v30 = a.v[v28];
    let v31 = Arr_4__size(&b);
    let v32 = v31 * 10u;
    let v33 = Arr_4__size(&c);
    let v34 = v33 * 100u;
    let v35 = v32 + v34;
    let v36 = f32(v35);
    let v37 = v30 + v36;
    let v38 = flipSign_true(1f);
    let v39 = v37 + v38;
    Out[v22] = v39;
    return;
}
