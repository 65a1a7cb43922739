// [[vk::push_constant]] on a cbuffer: its members are the push constant
// block, laid out by the push constant rule (relaxed std430: the float3
// packs after the float, the array has stride 4 -- so WGSL, whose uniform
// arrays need 16-byte strides, cannot hold it).
// WGSL: PRISM5204 (an array stride of 4 bytes cannot hold its element)
[[vk::push_constant]] cbuffer Constants
{
    float gain;
    float3 offset;
    uint lanes[4];
};

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = float4(offset * gain, float(lanes[id.x]));
}
