@group(0) @binding(0) var<storage, read_write> Out: array<vec3<f32>>;

fn flip_float_3_3(m: mat3x3<f32>) -> mat3x3<f32> {
    var i_1: i32;
    var j_1: i32;
    var m_1: mat3x3<f32>;
    var r: mat3x3<f32>;
    var i: i32;
    var j: i32;
    m_1 = m;
    i = 0i;
    loop {
        i_1 = i;
        let v7 = i_1 < 3i;
        if v7 {
        } else {
            break;
        }
        j = 0i;
        loop {
            j_1 = j;
            let v12 = j_1 < 3i;
            if v12 {
            } else {
                break;
            }
            let v22 = m_1[i_1][j_1];
            r[j_1][i_1] = v22;
            continuing {
                let v25 = j_1 + 1i;
                j = v25;
            }
        }
        continuing {
            let v28 = i_1 + 1i;
            i = v28;
        }
    }
    let v30 = r;
    return v30;
}

fn trace_float_3(m: mat3x3<f32>) -> f32 {
    var t_1: f32;
    var i_1: i32;
    var v16: f32;
    var m_1: mat3x3<f32>;
    var t: f32;
    var i: i32;
    m_1 = m;
    t = 0f;
    i = 0i;
    loop {
        t_1 = t;
        i_1 = i;
        let v8 = i_1 < 3i;
        if v8 {
        } else {
            break;
        }
        let v14 = m_1[i_1][i_1];
        v16 = t_1 + v14;
        continuing {
            let v19 = i_1 + 1i;
            t = v16;
            i = v19;
        }
    }
    return t_1;
}

fn flip_float_2_3(m: mat2x3<f32>) -> mat3x2<f32> {
    var i_1: i32;
    var j_1: i32;
    var m_1: mat2x3<f32>;
    var r: mat3x2<f32>;
    var i: i32;
    var j: i32;
    m_1 = m;
    i = 0i;
    loop {
        i_1 = i;
        let v7 = i_1 < 2i;
        if v7 {
        } else {
            break;
        }
        j = 0i;
        loop {
            j_1 = j;
            let v12 = j_1 < 3i;
            if v12 {
            } else {
                break;
            }
            let v22 = m_1[i_1][j_1];
            r[j_1][i_1] = v22;
            continuing {
                let v25 = j_1 + 1i;
                j = v25;
            }
        }
        continuing {
            let v28 = i_1 + 1i;
            i = v28;
        }
    }
    let v30 = r;
    return v30;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var b: mat3x2<f32>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec3<f32>(v6);
    let v8 = vec3<f32>(v6);
    let v9 = mat2x3<f32>(v7, v8);
    let v10 = v9[0];
    let v11 = vec3<f32>(1f, 2f, 3f) * v10;
    let v12 = v9[1];
    let v13 = vec3<f32>(4f, 5f, 6f) * v12;
    let v14 = mat2x3<f32>(v11, v13);
    let v18 = flip_float_2_3(v14);
    b = v18;
    let v23 = gl_GlobalInvocationID.x;
    let v26 = b[2i];
    let v28 = trace_float_3(mat3x3<f32>(vec3<f32>(1f, 0f, 0f), vec3<f32>(0f, 2f, 0f), vec3<f32>(0f, 0f, 3f)));
    let v29 = vec3<f32>(v26, v28);
    let v31 = flip_float_3_3(mat3x3<f32>(vec3<f32>(1f, 0f, 0f), vec3<f32>(0f, 2f, 0f), vec3<f32>(0f, 0f, 3f)));
    let v32 = v31[0];
    let v33 = v29 + v32;
    Out[v23] = v33;
    return;
}
