enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> Values: array<f32>;
@group(0) @binding(1) var<storage, read_write> Kept: array<f32>;
@group(0) @binding(2) var<storage, read_write> Count: array<atomic<u32>>;

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var waveBase: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Values[v5];
    let v11 = v7 > 0.5f;
    let v15 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v11));
    let v19 = subgroupAdd(select(u32(0u), u32(1u), v11));
    let v23 = subgroupElect();
    if v23 {
        let v27 = atomicAdd(&Count[0u], v19);
        waveBase = v27;
    } else {
        waveBase = 0u;
    }
    let waveBase_1 = waveBase;
    let v30 = subgroupBroadcastFirst(waveBase_1);
    if v11 {
        let v35 = v30 + v15;
        Kept[v35] = v7;
    }
    return;
}
