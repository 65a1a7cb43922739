@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Sum4(a: array<f32, 4>) -> f32 {
    var a_1: array<f32, 4>;
    a_1 = a;
    let v4 = a_1[0i];
    let v6 = a_1[1i];
    let v7 = v4 + v6;
    let v9 = a_1[2i];
    let v10 = v7 + v9;
    let v12 = a_1[3i];
    let v13 = v10 + v12;
    return v13;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var a: array<f32, 4>;
    var b: array<f32, 4>;
    var v: array<vec2<f32>, 2>;
    var i: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v7 = i_1 < 4u;
        if v7 {
        } else {
            break;
        }
        let v13 = gl_GlobalInvocationID.x;
        let v14 = i_1 * v13;
        let v15 = f32(v14);
        a[i_1] = v15;
        continuing {
            let v18 = i_1 + 1u;
            i = v18;
        }
    }
    let v21 = a;
    b = v21;
    let v24 = gl_GlobalInvocationID.x;
    let v25 = v24 % 4u;
    let v27 = b[v25];
    let v28 = v27 + 100f;
    b[v25] = v28;
    v = array<vec2<f32>, 2>(vec2<f32>(1f, 2f), vec2<f32>(3f, 4f));
    let v34 = b[3i];
    let v35 = v[1i];
    var v36 = v35;
    v36.y = v34;
    v[1i] = v36;
    let v39 = gl_GlobalInvocationID.x;
    let v41 = a;
    let v42 = Sum4(v41);
    let v43 = b;
    let v44 = Sum4(v43);
    let v45 = v42 + v44;
    let v47 = gl_GlobalInvocationID.x;
    let v48 = v47 & 1u;
    let v50 = v[v48];
    let v51 = v50.y;
    let v52 = v45 + v51;
    Out[v39] = v52;
    return;
}
