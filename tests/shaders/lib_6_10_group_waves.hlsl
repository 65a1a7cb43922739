// ARGS: -T lib_6_10
// A shader model 6.10 library: a compute entry that reads its wave's index
// in the group and the group's wave count (GetGroupWaveIndex,
// GetGroupWaveCount), and a vertex and a pixel entry, in one module per
// target; the compute entry alone asks for SubgroupId and NumSubgroups.
RWStructuredBuffer<uint2> Waves : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void cs_main(uint tid : SV_GroupIndex)
{
    Waves[tid] = uint2(GetGroupWaveIndex(), GetGroupWaveCount());
}

struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation uint wave : WAVE;
};

[shader("vertex")]
VSOut vs_main(uint id : SV_VertexID)
{
    VSOut o;
    o.pos = float4(float(id & 1), float(id >> 1), 0.0, 1.0);
    o.wave = id / 3;
    return o;
}

[shader("pixel")]
float4 ps_main(VSOut i) : SV_Target
{
    return float4(float(i.wave), i.pos.xy, 1.0);
}
