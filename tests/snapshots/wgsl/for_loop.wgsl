@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var sum_3: u32;
    var i_1: u32;
    var v14: u32;
    var sum_4: u32;
    var j_1: i32;
    var v27: u32;
    var k_1: u32;
    var v38: u32;
    var sum_5: u32;
    var a_1: u32;
    var b_1: u32;
    var v52: u32;
    var sum: u32;
    var i: u32;
    var sum_1: u32;
    var j: i32;
    var k: u32;
    var sum_2: u32;
    var a: u32;
    var b: u32;
    sum = 0u;
    i = 0u;
    loop {
        sum_3 = sum;
        i_1 = i;
        let v9 = gl_GlobalInvocationID.x;
        let v10 = i_1 < v9;
        if v10 {
        } else {
            break;
        }
        v14 = sum_3 + i_1;
        continuing {
            let v17 = i_1 + 1u;
            sum = v14;
            i = v17;
        }
    }
    sum_1 = sum_3;
    j = 10i;
    loop {
        sum_4 = sum_1;
        j_1 = j;
        let v22 = j_1 > 0i;
        if v22 {
        } else {
            break;
        }
        let v25 = u32(j_1);
        v27 = sum_4 + v25;
        continuing {
            let v30 = j_1 - 3i;
            sum_1 = v27;
            j = v30;
        }
    }
    k = 0u;
    loop {
        k_1 = k;
        let v35 = k_1 < 4u;
        if v35 {
        } else {
            break;
        }
        v38 = k_1 + 1u;
        continuing {
            k = v38;
        }
    }
    sum_2 = sum_4;
    a = 0u;
    b = 8u;
    loop {
        sum_5 = sum_2;
        a_1 = a;
        b_1 = b;
        let v46 = a_1 < b_1;
        if v46 {
        } else {
            break;
        }
        let v50 = a_1 * b_1;
        v52 = sum_5 + v50;
        continuing {
            let v55 = a_1 + 1u;
            let v58 = b_1 - 1u;
            sum_2 = v52;
            a = v55;
            b = v58;
        }
    }
    let v61 = gl_GlobalInvocationID.x;
    let v65 = sum_5 + k_1;
    Out[v61] = v65;
    return;
}
