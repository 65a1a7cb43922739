@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var sum_3: u32;
    var i_1: u32;
    var v40: u32;
    var sum: u32;
    var i: u32;
    var sum_1: u32;
    var sum_2: u32;
    var j: u32;
    var j_1: u32;
    sum = 0u;
    i = 0u;
    loop {
        sum_3 = sum;
        i_1 = i;
        let v8 = i_1 < 100u;
        if v8 {
        } else {
            break;
        }
        let v12 = gl_GlobalInvocationID.x;
        let v13 = i_1 == v12;
        if v13 {
            break;
        }
        let v16 = i_1 & 3u;
        let v17 = v16 == 1u;
        if v17 {
            sum_2 = sum_3;
            continue;
        }
        let v20 = i_1 % 3u;
        switch v20 {
            case 0u: {
                let v22 = sum_3 + 1u;
                sum_1 = v22;
                break;
            }
            case 1u: {
                sum_2 = sum_3;
                continue;
            }
            default: {
                let v27 = sum_3 + 2u;
                sum_1 = v27;
                break;
            }
        }
        let sum_4 = sum_1;
        let v31 = sum_4 + 10u;
        sum_2 = v31;
        continuing {
            let sum_5 = sum_2;
            let v34 = i_1 + 1u;
            sum = sum_5;
            i = v34;
        }
    }
    j = 0u;
    loop {
        let j_2 = j;
        if true {
        } else {
            j_1 = j_2;
            break;
        }
        v40 = j_2 + 1u;
        let v44 = gl_GlobalInvocationID.x;
        let v45 = v44 % 7u;
        let v46 = v40 > v45;
        if v46 {
            j_1 = v40;
            break;
        }
        continuing {
            j = v40;
        }
    }
    let j_3 = j_1;
    let v49 = gl_GlobalInvocationID.x;
    let v53 = sum_3 + j_3;
    Out[v49] = v53;
    return;
}
