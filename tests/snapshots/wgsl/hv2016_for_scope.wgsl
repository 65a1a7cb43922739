@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_2: i32;
    var found_1: u32;
    var i_3: i32;
    var v30: u32;
    var i: i32;
    var found: u32;
    var i_1: i32;
    i = 0i;
    loop {
        i_2 = i;
        let v8 = i_2 < 10i;
        if v8 {
        } else {
            break;
        }
        let v12 = i_2 * i_2;
        let v14 = gl_GlobalInvocationID.x;
        let v15 = i32(v14);
        let v16 = v12 > v15;
        if v16 {
            break;
        }
        continuing {
            let v19 = i_2 + 1i;
            i = v19;
        }
    }
    let v22 = u32(i_2);
    found = v22;
    i_1 = 0i;
    loop {
        found_1 = found;
        i_3 = i_1;
        let v27 = i_3 < 3i;
        if v27 {
        } else {
            break;
        }
        v30 = found_1 + 1u;
        continuing {
            let v33 = i_3 + 1i;
            found = v30;
            i_1 = v33;
        }
    }
    let v36 = gl_GlobalInvocationID.x;
    let v40 = u32(i_3);
    let v41 = found_1 + v40;
    Out[v36] = v41;
    return;
}
