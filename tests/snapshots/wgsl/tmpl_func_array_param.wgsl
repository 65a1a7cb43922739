@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn count_of_float2_2(a: array<vec2<f32>, 2>) -> u32 {
    return 2u;
}

fn count_of_int_5(a: array<i32, 5>) -> u32 {
    return 5u;
}

fn total_float2_2(a: array<vec2<f32>, 2>) -> vec2<f32> {
    var r_1: vec2<f32>;
    var i_1: u32;
    var v14: vec2<f32>;
    var a_1: array<vec2<f32>, 2>;
    var r: vec2<f32>;
    var i: u32;
    a_1 = a;
    r = vec2<f32>(0f);
    i = 0u;
    loop {
        r_1 = r;
        i_1 = i;
        let v8 = i_1 < 2u;
        if v8 {
        } else {
            break;
        }
        let v12 = a_1[i_1];
        v14 = r_1 + v12;
        continuing {
            let v17 = i_1 + 1u;
            r = v14;
            i = v17;
        }
    }
    return r_1;
}

fn total_int_5(a: array<i32, 5>) -> i32 {
    var r_1: i32;
    var i_1: u32;
    var v14: i32;
    var a_1: array<i32, 5>;
    var r: i32;
    var i: u32;
    a_1 = a;
    r = 0i;
    i = 0u;
    loop {
        r_1 = r;
        i_1 = i;
        let v8 = i_1 < 5u;
        if v8 {
        } else {
            break;
        }
        let v12 = a_1[i_1];
        v14 = r_1 + v12;
        continuing {
            let v17 = i_1 + 1u;
            r = v14;
            i = v17;
        }
    }
    return r_1;
}

fn total_float_3(a: array<f32, 3>) -> f32 {
    var r_1: f32;
    var i_1: u32;
    var v14: f32;
    var a_1: array<f32, 3>;
    var r: f32;
    var i: u32;
    a_1 = a;
    r = 0f;
    i = 0u;
    loop {
        r_1 = r;
        i_1 = i;
        let v8 = i_1 < 3u;
        if v8 {
        } else {
            break;
        }
        let v12 = a_1[i_1];
        v14 = r_1 + v12;
        continuing {
            let v17 = i_1 + 1u;
            r = v14;
            i = v17;
        }
    }
    return r_1;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = array<f32, 3>(1.5f, 2.5f, v6);
    let v11 = gl_GlobalInvocationID.x;
    let v12 = i32(v11);
    let v13 = array<i32, 5>(1i, 2i, 3i, 4i, v12);
    let v17 = gl_GlobalInvocationID.x;
    let v18 = f32(v17);
    let v19 = vec2<f32>(3f, v18);
    let v20 = v19.x;
    let v21 = v19.y;
    let v22 = vec2<f32>(v20, v21);
    let v23 = array<vec2<f32>, 2>(vec2<f32>(1f, 2f), v22);
    let v26 = gl_GlobalInvocationID.x;
    let v29 = total_float_3(v7);
    let v31 = total_int_5(v13);
    let v32 = f32(v31);
    let v33 = v29 + v32;
    let v35 = total_float2_2(v23);
    let v36 = v35.y;
    let v37 = v33 + v36;
    let v39 = count_of_int_5(v13);
    let v40 = f32(v39);
    let v41 = v37 + v40;
    let v43 = count_of_float2_2(v23);
    let v44 = f32(v43);
    let v45 = v41 + v44;
    Out[v26] = v45;
    return;
}
