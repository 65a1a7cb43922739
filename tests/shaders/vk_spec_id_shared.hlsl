// Two specialization constants on one SpecId with different defaults:
// SPIR-V and Metal give each its own default; WGSL makes one override of
// an id, which cannot have two.
// WGSL: PRISM5280 (two defaults for override id 3)
[[vk::constant_id(3)]] const uint Width = 64;
[[vk::constant_id(3)]] const uint Height = 32;

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = Width * Height;
}
