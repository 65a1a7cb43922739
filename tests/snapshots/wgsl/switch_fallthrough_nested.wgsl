@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var acc: u32;
    var acc_1: u32;
    var acc_2: u32;
    var acc_3: u32;
    var acc_4: u32;
    var acc_5: u32;
    var v90: u32;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = v6 & 3u;
    acc = 0u;
    switch v7 {
        case 1u: {
            acc = 10u;
            let acc_6 = acc;
            let v74 = acc_6 + 100u;
            acc_1 = v74;
            break;
        }
        case 2u, 3u: {
            let acc_7 = acc;
            let v12 = acc_7 + 100u;
            acc_1 = v12;
            break;
        }
        default: {
            acc_1 = 1000u;
            break;
        }
    }
    let acc_8 = acc_1;
    let v22 = gl_GlobalInvocationID.y;
    acc_3 = acc_8;
    switch v22 {
        case 3u: {
            let v24 = gl_GlobalInvocationID.x;
            let v25 = v24 > 5u;
            if v25 {
                let v27 = acc_8 + 7u;
                acc_2 = v27;
            } else {
                acc_2 = acc_8;
            }
            let acc_9 = acc_2;
            acc_3 = acc_9;
            let acc_10 = acc_3;
            let v78 = acc_10 > 50u;
            if v78 {
                let v79 = gl_GlobalInvocationID.x;
                let v80 = acc_10 + v79;
                acc_4 = v80;
            } else {
                acc_4 = acc_10;
            }
            let acc_11 = acc_4;
            acc_5 = acc_11;
            let v84 = acc_11 * 2u;
            v90 = v84;
            break;
        }
        default: {
            let acc_12 = acc_3;
            let v30 = acc_12 > 50u;
            if v30 {
                let v32 = gl_GlobalInvocationID.x;
                let v34 = acc_12 + v32;
                acc_4 = v34;
            } else {
                acc_4 = acc_12;
            }
            let acc_13 = acc_4;
            acc_5 = acc_13;
            let v37 = acc_13 * 2u;
            v90 = v37;
            break;
        }
    }
    let v93 = v90;
    let acc_14 = acc_5;
    let v41 = gl_GlobalInvocationID.x;
    let v45 = acc_14 + v93;
    Out[v41] = v45;
    return;
}
