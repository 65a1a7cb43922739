enable subgroups;
enable subgroup_size_control;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1) @subgroup_size(32)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(subgroup_size) gl_SubgroupSize: u32) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = subgroupAdd(v7);
    let v10 = v8 + gl_SubgroupSize;
    Out[v4] = v10;
    return;
}
