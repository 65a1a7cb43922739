enable subgroups;
enable subgroup_size_control;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<workgroup> Tile: array<u32, 64>;

fn mix_bits(v: u32) -> u32 {
    let v6 = v >> 3u;
    let v7 = v ^ v6;
    let v8 = v7 * 2654435769u;
    return v8;
}

@compute @workgroup_size(64, 1, 1)
fn fill(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32, @builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v9 = gl_GlobalInvocationID.x;
    let v10 = mix_bits(v9);
    Tile[gl_LocalInvocationIndex] = v10;
    workgroupBarrier();
    let v14 = gl_GlobalInvocationID.x;
    let v17 = 63u - gl_LocalInvocationIndex;
    let v19 = Tile[v17];
    Out[v14] = v19;
    return;
}

@compute @workgroup_size(16, 4, 1) @subgroup_size(4)
fn reduce(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>) {
    let v10 = gl_WorkGroupID.x;
    let v11 = gl_LocalInvocationIndex + v10;
    let v12 = mix_bits(v11);
    Tile[gl_LocalInvocationIndex] = v12;
    workgroupBarrier();
    let v16 = gl_LocalInvocationIndex == 0u;
    if v16 {
        let v18 = gl_WorkGroupID.x;
        let v22 = Tile[gl_LocalInvocationIndex];
        let v23 = subgroupAdd(v22);
        Out[v18] = v23;
    }
    return;
}
