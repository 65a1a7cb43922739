@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn adjust_5_false(x: i32) -> i32 {
    var r: i32;
    let v5 = x + (-5i);
    if false {
        let v8 = max(v5, 0i);
        r = v8;
    } else {
        r = v5;
    }
    let r_1 = r;
    return r_1;
}

fn adjust_5_true(x: i32) -> i32 {
    var r: i32;
    let v5 = x + (-5i);
    if true {
        let v8 = max(v5, 0i);
        r = v8;
    } else {
        r = v5;
    }
    let r_1 = r;
    return r_1;
}

fn rotl_31(x: u32) -> u32 {
    let v5 = x << 31u;
    let v9 = x >> 1u;
    let v10 = v5 | v9;
    return v10;
}

fn rotl_8(x: u32) -> u32 {
    let v5 = x << 8u;
    let v9 = x >> 24u;
    let v10 = v5 | v9;
    return v10;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = 305419896u + v5;
    let v7 = rotl_8(v6);
    let v11 = gl_GlobalInvocationID.x;
    let v12 = rotl_31(v11);
    let v16 = gl_GlobalInvocationID.x;
    let v17 = i32(v16);
    let v18 = adjust_5_true(v17);
    let v22 = gl_GlobalInvocationID.x;
    let v23 = i32(v22);
    let v24 = adjust_5_false(v23);
    let v27 = gl_GlobalInvocationID.x;
    let v31 = v7 ^ v12;
    let v33 = u32(v18);
    let v34 = v31 ^ v33;
    let v36 = u32(v24);
    let v37 = v34 ^ v36;
    Out[v27] = v37;
    return;
}
