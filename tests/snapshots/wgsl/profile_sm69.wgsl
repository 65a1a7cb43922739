enable subgroups;
enable subgroup_size_control;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1) @subgroup_size(16)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = subgroupAdd(select(u32(0u), u32(1u), true));
    let v7 = 609u + v6;
    Out[v4] = v7;
    return;
}
