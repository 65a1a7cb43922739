@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v44: u32;
    var v46: u32;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = v6 > 1u;
    if v7 {
        v44 = 0u;
    } else {
        v44 = 1u;
    }
    let v45 = v44;
    let v12 = gl_GlobalInvocationID.x;
    switch v45 {
        case 0u: {
            B[v12] = 1u;
            break;
        }
        case 1u, default: {
            A[v12] = 1u;
            break;
        }
    }
    let v17 = gl_GlobalInvocationID.x;
    let v18 = v17 == 0u;
    if v18 {
        v46 = 0u;
    } else {
        v46 = 1u;
    }
    let v47 = v46;
    switch v47 {
        case 0u: {
            A[0i] = 2u;
            break;
        }
        case 1u, default: {
            B[0i] = 2u;
            break;
        }
    }
    return;
}
