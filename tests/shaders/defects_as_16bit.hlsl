// ARGS: -T cs_6_2 -enable-16bit-types
// asuint, asint and asfloat of 16-bit values take them as their 32-bit kind
// first, as DXC does (numeric32_only): asuint(h) is asuint((float)h); the
// same for f32tof16 of a half (a float parameter). A bitcast of a 16-bit
// value to 32 bits was invalid SPIR-V and WGSL before. (issue 11, class 2)
StructuredBuffer<half4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half4 h = In[id.x];
    uint u = asuint(h.x);
    int2 i = asint(h.yz);
    float f = asfloat(asuint(h.w));
    uint3 p = f32tof16(h.xyz);
    Out[id.x] = uint4(u, (uint)i.x ^ (uint)i.y, asuint(f), p.x ^ p.y ^ p.z);
}
