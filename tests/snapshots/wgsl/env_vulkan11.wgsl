enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(16) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v10 = gl_GlobalInvocationID.x;
    let v13 = subgroupAdd(v7);
    let v15 = subgroupExclusiveAdd(v7);
    let v16 = v13 + v15;
    Out[v10] = v16;
    return;
}
