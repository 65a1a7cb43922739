var<workgroup> sData: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v9 = gl_GlobalInvocationID.x;
    sData[gl_LocalInvocationIndex] = v9;
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    workgroupBarrier();
    workgroupBarrier();
    let v15 = 63u - gl_LocalInvocationIndex;
    let v17 = sData[v15];
    let v20 = gl_GlobalInvocationID.x;
    Out[v20] = v17;
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    storageBarrier();
    storageBarrier();
    let v28 = gl_GlobalInvocationID.x;
    let v29 = v28 ^ 1u;
    let v31 = Out[v29];
    sData[gl_LocalInvocationIndex] = v31;
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    storageBarrier();
    workgroupBarrier();
    storageBarrier();
    workgroupBarrier();
    let v40 = gl_GlobalInvocationID.x;
    let v43 = gl_LocalInvocationIndex + 1u;
    let v44 = v43 & 63u;
    let v46 = sData[v44];
    let v48 = v46 + v17;
    Out[v40] = v48;
    return;
}
