@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var steps_1: u32;
    var cond_1: u32;
    var v33: u32;
    var n: u32;
    var steps: u32;
    var and: bool;
    var cond: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 + 1u;
    n = v6;
    steps = 0u;
    loop {
        let n_1 = n;
        steps_1 = steps;
        let v12 = n_1 != 1u;
        if v12 {
            let v15 = steps_1 < 1000u;
            and = v15;
        } else {
            and = v12;
        }
        let and_1 = and;
        if and_1 {
        } else {
            break;
        }
        let v20 = n_1 & 1u;
        let v21 = v20 != 0u;
        if v21 {
            let v24 = 3u * n_1;
            let v25 = v24 + 1u;
            cond = v25;
        } else {
            let v28 = n_1 / 2u;
            cond = v28;
        }
        cond_1 = cond;
        v33 = steps_1 + 1u;
        continuing {
            n = cond_1;
            steps = v33;
        }
    }
    let v36 = gl_GlobalInvocationID.x;
    Out[v36] = steps_1;
    return;
}
