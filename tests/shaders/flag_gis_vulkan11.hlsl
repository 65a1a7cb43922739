// -Gis on Vulkan 1.1 (SPIR-V 1.3): SignedZeroInfNanPreserve needs
// SPV_KHR_float_controls there, as DXC's CodeGenSPIRV test
// SignedZeroInfNanPreserve.hlsl checks before Vulkan 1.2; one mode on each
// entry point.
// ARGS: -Gis -fspv-target-env=vulkan1.1
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void cs(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Out[id.x] * 3.0 + 1.0;
}

[shader("pixel")]
float4 ps(float4 pos : SV_Position) : SV_Target
{
    return pos * 0.5 + 0.25;
}
