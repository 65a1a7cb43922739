enable subgroups;
requires subgroup_id;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec2<u32>>;

@compute @workgroup_size(64, 2, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>, @builtin(subgroup_id) gl_SubgroupID: u32, @builtin(num_subgroups) gl_NumSubgroups: u32, @builtin(subgroup_size) gl_SubgroupSize: u32) {
    let v13 = gl_WorkGroupID.x;
    let v14 = v13 * 128u;
    let v16 = v14 + gl_LocalInvocationIndex;
    let v21 = gl_NumSubgroups * gl_SubgroupSize;
    let v22 = vec2<u32>(gl_SubgroupID, v21);
    Out[v16] = v22;
    return;
}
