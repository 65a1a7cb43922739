@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a_1: u32;
    var count_7: u32;
    var v16: u32;
    var v34: u32;
    var v37: u32;
    var count: u32;
    var a: u32;
    var count_1: u32;
    var b: u32;
    var count_2: u32;
    var c: u32;
    var count_3: u32;
    var count_4: u32;
    var count_5: u32;
    count = 0u;
    a = 0u;
    loop {
        let count_6 = count;
        a_1 = a;
        let v8 = a_1 < 4u;
        if v8 {
        } else {
            count_5 = count_6;
            break;
        }
        count_1 = count_6;
        b = 0u;
        loop {
            count_7 = count_1;
            let b_1 = b;
            let v13 = b_1 < 4u;
            if v13 {
            } else {
                break;
            }
            v16 = b_1 + 1u;
            let v19 = v16 == 2u;
            if v19 {
                count_4 = count_7;
                continue;
            }
            count_2 = count_7;
            c = 0u;
            loop {
                let count_8 = count_2;
                let c_1 = c;
                let v25 = a_1 + v16;
                let v27 = v25 + c_1;
                let v29 = gl_GlobalInvocationID.x;
                let v30 = v29 % 9u;
                let v31 = v27 > v30;
                if v31 {
                    count_3 = count_8;
                    break;
                }
                v34 = count_8 + 1u;
                v37 = c_1 + 1u;
                continuing {
                    let v40 = v37 < 3u;
                    let v41 = !v40;
                    count_2 = v34;
                    c = v37;
                    count_3 = v34;
                    break if v41;
                }
            }
            let count_9 = count_3;
            count_4 = count_9;
            continuing {
                let count_10 = count_4;
                count_1 = count_10;
                b = v16;
            }
        }
        let v43 = count_7 > 40u;
        if v43 {
            count_5 = count_7;
            break;
        }
        continuing {
            let v46 = a_1 + 1u;
            count = count_7;
            a = v46;
        }
    }
    let count_11 = count_5;
    let v49 = gl_GlobalInvocationID.x;
    Out[v49] = count_11;
    return;
}
