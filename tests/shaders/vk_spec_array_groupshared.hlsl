// A groupshared array whose length is a specialization constant: SPIR-V's
// OpTypeArray takes the OpSpecConstant as its length, WGSL's
// var<workgroup> the override; Metal's function constants size nothing.
// MSL: PRISM5470 'tile' is an array whose length is the specialization constant 'N'
[[vk::constant_id(0)]] const uint N = 64;

RWStructuredBuffer<float> Out : register(u0);
groupshared float tile[N];

[shader("compute")]
[numthreads(N, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    tile[gi] = gi * 0.5;
    GroupMemoryBarrierWithGroupSync();
    Out[gi] = tile[(gi + 1) % N];
}
