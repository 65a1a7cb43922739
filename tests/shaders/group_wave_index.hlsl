// ARGS: -T cs_6_10 -E main
// Shader model 6.10's GetGroupWaveIndex() and GetGroupWaveCount() (hlsl-specs
// 0048): SPIR-V SubgroupId and NumSubgroups (GroupNonUniform), Metal
// [[simdgroup_index_in_threadgroup]] and [[simdgroups_per_threadgroup]],
// WGSL subgroup_id and num_subgroups (`requires subgroup_id;`).
RWStructuredBuffer<uint2> Out : register(u0);

[numthreads(64, 2, 1)]
void main(uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    uint wave = GetGroupWaveIndex();
    uint waves = GetGroupWaveCount();
    Out[gid.x * 128 + gi] = uint2(wave, waves * WaveGetLaneCount());
}
