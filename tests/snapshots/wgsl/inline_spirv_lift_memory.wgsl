@group(0) @binding(0) var<storage, read_write> U: array<u32>;
var<workgroup> tile: array<u32, 64>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v27 = U[gl_LocalInvocationIndex];
    tile[gl_LocalInvocationIndex] = v27;
    workgroupBarrier();
    let v16 = 63u - gl_LocalInvocationIndex;
    let v18 = tile[v16];
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    storageBarrier();
    U[gl_LocalInvocationIndex] = v18;
    return;
}
