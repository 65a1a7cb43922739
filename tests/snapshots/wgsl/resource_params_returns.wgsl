@group(0) @binding(0) var<storage, read_write> A: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v6 = gl_GlobalInvocationID.x;
    B[v6] = 2u;
    if false {
    }
    let v11 = gl_GlobalInvocationID.x;
    let v13 = B[v11];
    let v14 = v13 + 1u;
    B[v11] = v14;
    let v22 = gl_GlobalInvocationID.x;
    let v24 = B[v22];
    let v25 = v24 + 7u;
    B[v22] = v25;
    let v31 = gl_GlobalInvocationID.x;
    let v79 = arrayLength(&A);
    let v94 = 4u + v31;
    atomicStore(&A[v94], v79);
    _ = atomicAdd(&A[0i], 1u);
    return;
}
