enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<workgroup> sTotal: atomic<u32>;

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v7 = gl_LocalInvocationIndex == 0u;
    if v7 {
        atomicStore(&sTotal, 0u);
    }
    workgroupBarrier();
    let v11 = gl_GlobalInvocationID.x;
    let v12 = v11 & 1u;
    let v13 = v12 != 0u;
    let v14 = subgroupAdd(select(u32(0u), u32(1u), v13));
    _ = atomicAdd(&sTotal, v14);
    workgroupBarrier();
    let v18 = gl_GlobalInvocationID.x;
    let v20 = atomicLoad(&sTotal);
    Out[v18] = v20;
    return;
}
