// What compact.hlsl needs: subgroups, atomics on a byte-address buffer.
enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> Values: array<f32>;
@group(0) @binding(1) var<storage, read_write> Kept: array<f32>;
@group(0) @binding(2) var<storage, read_write> Count: array<atomic<u32>>;

@compute @workgroup_size(64, 1, 1)
fn CSMain(@builtin(global_invocation_id) id: vec3<u32>) {
    let v = Values[id.x];
    let keep = v > 0.5;
    let ballot = subgroupBallot(keep);
    let lane_offset = countOneBits(ballot.x);
    let wave_count = countOneBits(ballot.x) + countOneBits(ballot.y);
    var wave_base = 0u;
    if (subgroupElect()) {
        wave_base = atomicAdd(&Count[0], wave_count);
    }
    wave_base = subgroupBroadcastFirst(wave_base);
    if (keep) {
        Kept[wave_base + lane_offset] = v;
    }
}
