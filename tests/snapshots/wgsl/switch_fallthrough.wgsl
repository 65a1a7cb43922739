@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: u32;
    var r_1: u32;
    var r_2: u32;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = v6 % 8u;
    r = 0u;
    r_1 = 0u;
    switch v7 {
        case 0u: {
            r = 1u;
            let r_3 = r;
            let v57 = r_3 + 10u;
            r_2 = v57;
            break;
        }
        case 1u: {
            let r_4 = r;
            let v12 = r_4 + 10u;
            r_2 = v12;
            break;
        }
        case 2u, 3u: {
            r_2 = 100u;
            break;
        }
        default: {
            r_2 = 7u;
            break;
        }
        case 5u: {
            let v20 = gl_GlobalInvocationID.x;
            let v21 = v20 > 20u;
            if v21 {
                r_2 = 0u;
                break;
            }
            r_1 = 50u;
            let r_5 = r_1;
            let v53 = r_5 + 1000u;
            r_2 = v53;
            break;
        }
        case 6u: {
            let r_6 = r_1;
            let v25 = r_6 + 1000u;
            r_2 = v25;
            break;
        }
    }
    let r_7 = r_2;
    let v29 = gl_GlobalInvocationID.x;
    Out[v29] = r_7;
    return;
}
