// ARGS: -T cs_6_2 -enable-16bit-types
// asuint16, asint16, asfloat16 (SM 6.2): the bits of 16-bit values, any shape.
// WGSL: PRISM5201 WGSL has no 16-bit integers
RWStructuredBuffer<uint4> Out : register(u0);
StructuredBuffer<half4> In : register(t1);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half4 h = In[id.x];
    uint16_t4 u = asuint16(h);
    int16_t2 i = asint16(h.xy);
    half back = asfloat16(u.z);
    half2x2 m = asfloat16(uint16_t2x2(u.xy, u.zw));
    Out[id.x] = uint4(u) + uint4(asuint16(i), asuint16(back), asuint16(m[1].y));
}
