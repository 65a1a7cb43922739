// ARGS: -T lib_6_8
// Two compute entries of one library (lib_6_8) sharing a groupshared array
// and a helper: one SPIR-V module with two OpEntryPoints, each with its
// LocalSize and [WaveSize] range; one MSL source, one WGSL module.
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint Tile[64];

uint mix_bits(uint v)
{
    return (v ^ (v >> 3)) * 0x9e3779b9u;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void fill(uint gi : SV_GroupIndex, uint3 id : SV_DispatchThreadID)
{
    Tile[gi] = mix_bits(id.x);
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = Tile[63 - gi];
}

[shader("compute")]
[WaveSize(4, 64)]
[numthreads(16, 4, 1)]
void reduce(uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    Tile[gi] = mix_bits(gi + gid.x);
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0)
        Out[gid.x] = WaveActiveSum(Tile[gi]);
}
