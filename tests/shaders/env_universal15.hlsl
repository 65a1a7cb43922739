// -fspv-target-env=universal1.5: SPIR-V 1.5 without Vulkan's rules
// (validated as spv1.5).
// ARGS: -T cs_6_0 -fspv-target-env=universal1.5
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WavePrefixSum(id.x);
}
