@group(0) @binding(0) var<storage, read_write> A: array<i32>;
@group(0) @binding(1) var<storage, read_write> B: array<i32>;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var j_1: u32;
    var i: u32;
    var j: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v10 = gl_GlobalInvocationID.x;
        let v11 = i_1 < v10;
        if v11 {
        } else {
            break;
        }
        switch i_1 {
            case 0u: {
                A[0i] = 1i;
                break;
            }
            case 1u, default: {
                B[0i] = 1i;
                break;
            }
        }
        continuing {
            let v19 = i_1 + 1u;
            i = v19;
        }
    }
    j = 0u;
    loop {
        j_1 = j;
        let v24 = j_1 < 2u;
        if v24 {
        } else {
            break;
        }
        let v29 = A[1i];
        let v30 = v29 == 7i;
        if v30 {
            break;
        }
        switch j_1 {
            case 0u: {
                A[1i] = 2i;
                break;
            }
            case 1u, default: {
                B[1i] = 2i;
                break;
            }
        }
        continuing {
            let v38 = j_1 + 1u;
            j = v38;
        }
    }
    return;
}
