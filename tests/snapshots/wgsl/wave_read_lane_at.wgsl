enable subgroups;
diagnostic(off, subgroup_uniformity);

struct type_Params {
    SourceLane: u32,
}

@group(0) @binding(16) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(0) var<uniform> Params: type_Params;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(subgroup_size) gl_SubgroupSize: u32, @builtin(subgroup_invocation_id) gl_SubgroupInvocationID: u32) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v16 = subgroupShuffle(v6, 0u);
    let v21 = Params.SourceLane;
    let v23 = v21 % gl_SubgroupSize;
    let v24 = subgroupShuffle(v6, v23);
    let v29 = gl_SubgroupInvocationID + 1u;
    let v31 = v29 % gl_SubgroupSize;
    let v32 = subgroupShuffle(v6, v31);
    let v36 = subgroupShuffle(gl_GlobalInvocationID, 1u);
    let v39 = gl_GlobalInvocationID.x;
    let v45 = v36.x;
    let v47 = v45 + gl_SubgroupSize;
    let v48 = f32(v47);
    let v49 = vec4<f32>(v16, v24, v32, v48);
    Out[v39] = v49;
    return;
}
