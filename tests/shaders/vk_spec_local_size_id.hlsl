// [[vk::LocalSizeId]] (DXC's draft spelling, #7084) on SPIR-V 1.6:
// OpExecutionModeId LocalSizeId with the constant's id and the literals'.
// ARGS: -fspv-target-env=vulkan1.3
[[vk::constant_id(3)]] const uint Width = 32;

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[[vk::LocalSizeId(Width, 1, 1)]]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = id.x * Width;
}
