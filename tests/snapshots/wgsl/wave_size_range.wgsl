enable subgroups;
enable subgroup_size_control;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(16, 2, 1) @subgroup_size(16)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(subgroup_size) gl_SubgroupSize: u32) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = gl_GlobalInvocationID.y;
    let v7 = v6 * 16u;
    let v8 = v4 + v7;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = subgroupExclusiveAdd(v11);
    let v14 = v12 + gl_SubgroupSize;
    Out[v8] = v14;
    return;
}
