@group(0) @binding(0) var<storage, read_write> U: array<u32>;
var<workgroup> tile: array<u32, 64>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v25 = U[gl_LocalInvocationIndex];
    tile[gl_LocalInvocationIndex] = v25;
    workgroupBarrier();
    let v15 = 63u - gl_LocalInvocationIndex;
    let v17 = tile[v15];
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    storageBarrier();
    U[gl_LocalInvocationIndex] = v17;
    return;
}
