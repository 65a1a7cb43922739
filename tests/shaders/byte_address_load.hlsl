// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// ByteAddressBuffer loads: Load, Load2, Load3, Load4 at dynamic byte offsets,
// asfloat of loaded words. (Templated Load<T>: byte_address_templated.)
ByteAddressBuffer Raw : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint base = id.x * 32;
    uint a = Raw.Load(base);
    uint2 b = Raw.Load2(base + 4);
    uint3 c = Raw.Load3(base + 12);
    uint4 d = Raw.Load4(base + 16);
    float3 v = asfloat(c);
    float sum = (float)(a + b.y + c.z + d.w) + asfloat(d.x);
    Out[id.x] = float4(v, sum);
}
