enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(16) var<storage, read_write> Out: array<u32>;
var<workgroup> sTotal: atomic<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v7 = gl_LocalInvocationIndex == 0u;
    if v7 {
        atomicStore(&sTotal, 0u);
    }
    workgroupBarrier();
    let v11 = gl_GlobalInvocationID.x;
    let v13 = In[v11];
    _ = atomicAdd(&sTotal, v13);
    workgroupBarrier();
    let v17 = gl_GlobalInvocationID.x;
    let v19 = atomicLoad(&sTotal);
    let v21 = gl_GlobalInvocationID.x;
    let v22 = subgroupMax(v21);
    let v23 = v19 + v22;
    Out[v17] = v23;
    return;
}
