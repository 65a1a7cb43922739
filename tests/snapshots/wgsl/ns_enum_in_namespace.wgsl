@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn weight(m: u32) -> u32 {
    var cond: u32;
    let v4 = m == 2u;
    if v4 {
        cond = 3u;
    } else {
        cond = 1u;
    }
    let cond_1 = cond;
    return cond_1;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 3u;
    let v10 = weight(v6);
    switch v6 {
        case 0u: {
            let v14 = v10 + 1u;
            r = v14;
            break;
        }
        case 1u: {
            let v18 = v10 + 2u;
            r = v18;
            break;
        }
        default: {
            let v22 = v10 + 0u;
            r = v22;
            break;
        }
    }
    let r_1 = r;
    let v26 = gl_GlobalInvocationID.x;
    Out[v26] = r_1;
    return;
}
