@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn corners(s: u32) -> u32 {
    switch s {
        case 0u: {
            return 1u;
        }
        case 1u: {
            return 2u;
        }
        case 2u: {
            return 3u;
        }
        default: {
            return 4u;
        }
    }
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    var cond_1: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 4u;
    let v10 = v6 == 2u;
    let v14 = v6 != 3u;
    let v17 = gl_GlobalInvocationID.x;
    let v20 = corners(v6);
    if v10 {
        cond = 10i;
    } else {
        cond = 0i;
    }
    let cond_2 = cond;
    let v26 = u32(cond_2);
    let v27 = v20 + v26;
    if v14 {
        cond_1 = 100i;
    } else {
        cond_1 = 0i;
    }
    let cond_3 = cond_1;
    let v33 = u32(cond_3);
    let v34 = v27 + v33;
    let v36 = v34 + 3000u;
    Out[v17] = v36;
    return;
}
