// ARGS: -T cs_6_6 -fspv-target-env=vulkan1.1
// EXPECT: PRISM5009 (10,17) QuadReadLaneAt needs a constant lane index before SPIR-V 1.5
// OpGroupNonUniformQuadBroadcast takes a dynamic index only from SPIR-V 1.5.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = QuadReadLaneAt(id.x, id.x & 3u);
}
