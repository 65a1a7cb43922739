// ARGS: -T cs_6_8
// [WaveSize(min, max, preferred)] (SM 6.8): reflection reports the range;
// WGSL's @subgroup_size takes the preferred size, but WebGPU needs the
// workgroup's x to be a multiple of it, so with numthreads(16, ...) it
// takes 16, the largest size of the range that divides 16.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[WaveSize(8, 64, 32)]
[numthreads(16, 2, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x + id.y * 16] = WavePrefixSum(id.x) + WaveGetLaneCount();
}
// EXPECT-WARNING: PRISM5413 Metal has no SIMD-group size control
