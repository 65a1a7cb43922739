// ARGS: -T cs_6_5 -fspv-partitioned-nv
// -fspv-partitioned-nv: SPIR-V keeps WaveMatch and WaveMultiPrefix* as
// SPV_NV_shader_subgroup_partitioned (OpGroupNonUniformPartitionNV and the
// PartitionedExclusiveScanNV group operation; reflection: PartitionedNV);
// MSL and WGSL still get ir_lower_wave_match's loops.
RWStructuredBuffer<uint4> OutM : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);
RWStructuredBuffer<float2> OutF : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint key = id.x % 5u;
    float f = (float)id.x;
    uint4 m = WaveMatch(key);
    OutM[id.x] = m ^ WaveMatch(float2(f, 1.0)) ^ WaveMatch(int3(1, (int)key, 2));
    OutU[id.x] = uint4(WaveMultiPrefixSum(id.x, m), WaveMultiPrefixProduct(key + 1u, m),
                       WaveMultiPrefixCountBits((id.x & 1u) != 0u, m),
                       WaveMultiPrefixBitAnd(id.x, m) ^ WaveMultiPrefixBitOr(id.x, m) ^ WaveMultiPrefixBitXor(id.x, m));
    OutF[id.x] = WaveMultiPrefixSum(float2(f, 1.0), m) + WaveMultiPrefixProduct(float2(f, 2.0), m);
}
