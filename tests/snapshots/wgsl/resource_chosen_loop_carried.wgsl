@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
@group(0) @binding(2) var<storage, read_write> C: array<u32>;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v81: u32;
    var i_1: u32;
    var v85: u32;
    var v80: u32;
    var i: u32;
    var v84: u32;
    var v86: u32;
    var element: u32;
    v80 = 0u;
    i = 0u;
    loop {
        v81 = v80;
        i_1 = i;
        let v9 = gl_GlobalInvocationID.x;
        let v10 = i_1 < v9;
        if v10 {
        } else {
            break;
        }
        switch v81 {
            case 0u: {
                A[i_1] = 1u;
                break;
            }
            case 1u, default: {
                B[i_1] = 1u;
                break;
            }
        }
        let v18 = i_1 & 1u;
        let v19 = v18 != 0u;
        if v19 {
            v84 = 1u;
        } else {
            v84 = v81;
        }
        v85 = v84;
        continuing {
            let v28 = i_1 + 1u;
            v80 = v85;
            i = v28;
        }
    }
    let v32 = gl_GlobalInvocationID.x;
    switch v32 {
        case 0u: {
            v86 = 0u;
            break;
        }
        case 1u: {
            v86 = 1u;
            break;
        }
        default: {
            v86 = 0u;
            break;
        }
    }
    let v87 = v86;
    switch v81 {
        case 0u: {
            let v62 = A[1i];
            element = v62;
            break;
        }
        case 1u, default: {
            let v66 = B[1i];
            element = v66;
            break;
        }
    }
    let element_1 = element;
    switch v87 {
        case 0u: {
            A[0i] = element_1;
            break;
        }
        case 1u, default: {
            C[0i] = element_1;
            break;
        }
    }
    return;
}
