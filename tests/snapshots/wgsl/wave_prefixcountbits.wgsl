enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 1u;
    let v7 = v6 != 0u;
    let v11 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v7));
    let v15 = subgroupAdd(select(u32(0u), u32(1u), v7));
    let v19 = gl_GlobalInvocationID.x;
    let v20 = v19 % 3u;
    let v21 = v20 == 0u;
    let v22 = subgroupBallot(v21);
    let v25 = gl_GlobalInvocationID.x;
    let v30 = v22.x;
    let v32 = v22.x;
    let v33 = countOneBits(v32);
    let v35 = v22.y;
    let v36 = countOneBits(v35);
    let v37 = v33 + v36;
    let v38 = vec4<u32>(v11, v15, v30, v37);
    Out[v25] = v38;
    return;
}
