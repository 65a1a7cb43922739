@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Classify(x: u32) -> u32 {
    let v4 = x == 0u;
    if v4 {
        return 0u;
    }
    let v7 = x < 10u;
    if v7 {
        return 1u;
    }
    return 2u;
}

fn FirstSetAbove(bits: u32, start: u32) -> u32 {
    var i_1: u32;
    var i: u32;
    i = start;
    loop {
        i_1 = i;
        let v10 = i_1 < 32u;
        if v10 {
        } else {
            break;
        }
        let v14 = i_1 & 31u;
        let v15 = 1u << v14;
        let v16 = bits & v15;
        let v17 = v16 != 0u;
        if v17 {
            return i_1;
        }
        continuing {
            let v21 = i_1 + 1u;
            i = v21;
        }
    }
    return 32u;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v5 = v4 >= 60u;
    if v5 {
        return;
    }
    let v8 = gl_GlobalInvocationID.x;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = v11 * 37u;
    let v14 = gl_GlobalInvocationID.x;
    let v15 = v14 % 8u;
    let v16 = FirstSetAbove(v12, v15);
    let v18 = gl_GlobalInvocationID.x;
    let v19 = Classify(v18);
    let v20 = v19 * 100u;
    let v21 = v16 + v20;
    Out[v8] = v21;
    let v24 = gl_GlobalInvocationID.x;
    let v25 = v24 == 7u;
    if v25 {
        return;
    }
    let v28 = gl_GlobalInvocationID.x;
    let v29 = v28 + 64u;
    Out[v29] = 1u;
    return;
}
