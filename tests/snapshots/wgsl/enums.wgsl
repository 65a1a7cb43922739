@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Apply(m: i32, a: u32, b: u32) -> u32 {
    switch m {
        case 0i: {
            let v12 = a + b;
            return v12;
        }
        case 4i: {
            let v16 = a * b;
            return v16;
        }
        default: {
            let v20 = max(a, b);
            return v20;
        }
    }
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 3u;
    let v7 = v6 == 2u;
    if v7 {
        cond = 5u;
    } else {
        let v11 = gl_GlobalInvocationID.x;
        let v12 = v11 % 3u;
        let v13 = v12 * 4u;
        cond = v13;
    }
    let cond_1 = cond;
    let v16 = i32(cond_1);
    let v21 = gl_GlobalInvocationID.x;
    let v25 = gl_GlobalInvocationID.x;
    let v26 = Apply(v16, v25, 3u);
    let v28 = v26 + 2u;
    let v29 = v28 + 5u;
    Out[v21] = v29;
    return;
}
