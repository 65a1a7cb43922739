enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> U: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v7 = subgroupAdd(gl_LocalInvocationIndex);
    U[gl_LocalInvocationIndex] = v7;
    return;
}
