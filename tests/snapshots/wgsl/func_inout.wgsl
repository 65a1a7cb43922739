struct Result {
    value: f32,
    steps: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn Run(x: f32, r: ptr<function, Result>) {
    let v6 = x * 2f;
    (*r).value = v6;
    (*r).steps = 1u;
    return;
}

fn Split(v: f32, whole: ptr<function, f32>, part: ptr<function, f32>) {
    let v6 = floor(v);
    (*whole) = v6;
    let v9 = (*whole);
    let v10 = v - v9;
    (*part) = v10;
    return;
}

fn Swap(a: ptr<function, f32>, b: ptr<function, f32>) {
    let v3 = (*a);
    let v5 = (*b);
    (*a) = v5;
    (*b) = v3;
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: f32;
    var b: f32;
    var parts: array<f32, 2>;
    var whole: f32;
    var part: f32;
    var r: Result;
    var r_1: Result;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6, 1.5f, 2.5f, 3.5f);
    let v11 = v7.x;
    a = v11;
    let v15 = v7.w;
    b = v15;
    Swap(&a, &b);
    let v18 = a;
    var v20 = v7;
    v20.x = v18;
    let v22 = b;
    var v24 = v20;
    v24.w = v22;
    let v28 = v24.y;
    Split(v28, &whole, &part);
    let v34 = whole;
    parts[0i] = v34;
    let v36 = part;
    parts[1i] = v36;
    let v40 = v24.z;
    Run(v40, &r_1);
    let v43 = r_1;
    r = v43;
    let v46 = gl_GlobalInvocationID.x;
    let v49 = v24.xw;
    let v51 = parts[0i];
    let v53 = parts[1i];
    let v54 = v51 + v53;
    let v56 = r.value;
    let v58 = r.steps;
    let v59 = f32(v58);
    let v60 = v56 + v59;
    let v61 = vec4<f32>(v49, v54, v60);
    Out[v46] = v61;
    return;
}
