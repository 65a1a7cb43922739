@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s_7: u32;
    var i_1: u32;
    var v15: u32;
    var s_8: u32;
    var j_1: u32;
    var v27: u32;
    var s_9: u32;
    var k_1: u32;
    var v41: u32;
    var s_10: u32;
    var v50: u32;
    var s: u32;
    var i: u32;
    var s_1: u32;
    var j: u32;
    var s_2: u32;
    var k: u32;
    var s_3: u32;
    var s_4: u32;
    var s_5: u32;
    var s_6: u32;
    s = 0u;
    i = 0u;
    loop {
        s_7 = s;
        i_1 = i;
        let v8 = i_1 < 4u;
        if v8 {
        } else {
            break;
        }
        let v12 = gl_GlobalInvocationID.x;
        let v13 = i_1 * v12;
        v15 = s_7 + v13;
        continuing {
            let v18 = i_1 + 1u;
            s = v15;
            i = v18;
        }
    }
    s_1 = s_7;
    j = 0u;
    loop {
        s_8 = s_1;
        j_1 = j;
        let v23 = j_1 < 2u;
        if v23 {
        } else {
            break;
        }
        v27 = s_8 ^ j_1;
        continuing {
            let v30 = j_1 + 1u;
            s_1 = v27;
            j = v30;
        }
    }
    s_2 = s_8;
    k = 0u;
    loop {
        s_9 = s_2;
        k_1 = k;
        let v36 = gl_GlobalInvocationID.x;
        let v37 = v36 % 7u;
        let v38 = k_1 < v37;
        if v38 {
        } else {
            break;
        }
        v41 = s_9 + 3u;
        continuing {
            let v44 = k_1 + 1u;
            s_2 = v41;
            k = v44;
        }
    }
    s_3 = s_9;
    loop {
        s_10 = s_3;
        let v47 = s_10 > 1000u;
        if v47 {
        } else {
            break;
        }
        v50 = s_10 - 1000u;
        continuing {
            s_3 = v50;
        }
    }
    let v53 = gl_GlobalInvocationID.x;
    let v54 = v53 & 1u;
    let v55 = v54 != 0u;
    if v55 {
        let v57 = s_10 + 1u;
        s_4 = v57;
    } else {
        s_4 = s_10;
    }
    let s_11 = s_4;
    let v60 = gl_GlobalInvocationID.x;
    let v61 = v60 & 2u;
    let v62 = v61 != 0u;
    if v62 {
        let v64 = s_11 + 2u;
        s_5 = v64;
    } else {
        s_5 = s_11;
    }
    let s_12 = s_5;
    let v67 = gl_GlobalInvocationID.x;
    let v68 = v67 % 3u;
    switch v68 {
        case 0u: {
            let v70 = s_12 + 5u;
            s_6 = v70;
            break;
        }
        default: {
            let v74 = s_12 + 6u;
            s_6 = v74;
            break;
        }
    }
    let s_13 = s_6;
    let v78 = gl_GlobalInvocationID.x;
    Out[v78] = s_13;
    return;
}
