enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v9 = In[v7];
    let v10 = subgroupMax(v9);
    Out[v4] = v10;
    return;
}
