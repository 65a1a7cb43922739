@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
@group(0) @binding(2) var<storage, read_write> C: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v8 = gl_GlobalInvocationID.x;
    let v9 = v8 & 1u;
    let v17 = gl_GlobalInvocationID.x;
    switch v9 {
        case 0u: {
            let v43 = arrayLength(&A);
            let v44 = v17 < v43;
            let v46 = vec4<u32>(1u, 0u, 0u, 0u).x;
            if v44 {
                A[v17] = v46;
            }
            break;
        }
        case 1u, default: {
            let v48 = arrayLength(&B);
            let v49 = v17 < v48;
            let v51 = vec4<u32>(1u, 0u, 0u, 0u).x;
            if v49 {
                B[v17] = v51;
            }
            break;
        }
    }
    let v21 = gl_GlobalInvocationID.x;
    let v53 = arrayLength(&C);
    let v54 = v21 < v53;
    let v56 = vec4<u32>(2u, 0u, 0u, 0u).x;
    if v54 {
        C[v21] = v56;
    }
    return;
}
