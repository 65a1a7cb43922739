@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: u32;
    var r_1: u32;
    var r_2: u32;
    var r_3: u32;
    var r_4: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 < 16u;
    if v6 {
        r_3 = 1u;
    } else {
        let v9 = gl_GlobalInvocationID.x;
        let v10 = v9 < 32u;
        if v10 {
            r_2 = 2u;
        } else {
            let v13 = gl_GlobalInvocationID.x;
            let v14 = v13 < 48u;
            if v14 {
                let v16 = gl_GlobalInvocationID.x;
                let v17 = v16 & 1u;
                let v18 = v17 != 0u;
                if v18 {
                    r = 3u;
                } else {
                    r = 4u;
                }
                let r_5 = r;
                r_1 = r_5;
            } else {
                r_1 = 5u;
            }
            let r_6 = r_1;
            r_2 = r_6;
        }
        let r_7 = r_2;
        r_3 = r_7;
    }
    let r_8 = r_3;
    let v23 = r_8 == 5u;
    if v23 {
        let v25 = gl_GlobalInvocationID.x;
        let v27 = r_8 + v25;
        r_4 = v27;
    } else {
        r_4 = r_8;
    }
    let r_9 = r_4;
    let v30 = gl_GlobalInvocationID.x;
    Out[v30] = r_9;
    return;
}
