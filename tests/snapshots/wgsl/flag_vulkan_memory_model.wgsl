@group(0) @binding(0) var<storage, read_write> Out: array<atomic<u32>>;
var<workgroup> Shared: atomic<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v7 = gl_LocalInvocationIndex == 0u;
    if v7 {
        atomicStore(&Shared, 0u);
    }
    workgroupBarrier();
    let v11 = gl_GlobalInvocationID.x;
    _ = atomicAdd(&Shared, v11);
    let v16 = gl_GlobalInvocationID.x;
    let v17 = atomicAdd(&Out[0i], v16);
    storageBarrier();
    let v21 = gl_GlobalInvocationID.x;
    let v22 = v21 + 1u;
    let v25 = atomicLoad(&Shared);
    let v26 = v17 + v25;
    atomicStore(&Out[v22], v26);
    return;
}
