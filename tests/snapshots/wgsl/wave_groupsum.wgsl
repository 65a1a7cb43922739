enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> Input: array<f32>;
@group(0) @binding(16) var<storage, read_write> GroupSums: array<f32>;
var<workgroup> sWaveSums: array<f32, 32>;

fn GroupSum(v: f32, gi: u32, gl_SubgroupSize: u32) -> f32 {
    var cond: f32;
    let v8 = subgroupAdd(v);
    let v13 = gi / gl_SubgroupSize;
    let v15 = subgroupElect();
    if v15 {
        sWaveSums[v13] = v8;
    }
    workgroupBarrier();
    let v23 = 256u + gl_SubgroupSize;
    let v24 = v23 - 1u;
    let v26 = v24 / gl_SubgroupSize;
    let v31 = gi < v26;
    if v31 {
        let v35 = sWaveSums[gi];
        cond = v35;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    let v41 = subgroupAdd(cond_1);
    return v41;
}

@compute @workgroup_size(256, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32, @builtin(subgroup_size) gl_SubgroupSize: u32) {
    let v11 = gl_GlobalInvocationID.x;
    let v13 = Input[v11];
    let v15 = GroupSum(v13, gl_LocalInvocationIndex, gl_SubgroupSize);
    let v18 = gl_LocalInvocationIndex == 0u;
    if v18 {
        let v20 = gl_WorkGroupID.x;
        GroupSums[v20] = v15;
    }
    return;
}
