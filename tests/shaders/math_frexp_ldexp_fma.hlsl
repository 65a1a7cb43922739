// frexp (mantissa back, exponent out as a float), ldexp (x * exp2(e), as
// DXC), modf on a vector and a matrix, rcp and fma on doubles, asdouble on
// vectors.
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<double2> OutD : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x * 1.75 - 20.0;
    float3 v = float3(x, x * 8.0, -x);
    float3 e;
    float3 m = frexp(v, e);
    float3 back = ldexp(m, e) + ldexp(x, 2.0);
    float3 whole;
    float3 fraction = modf(v, whole);
    float2x2 mw;
    float2x2 mf = modf(float2x2(x, -x, x * 0.5, 2.5), mw);
    Out[id.x] = float4(m + e + back + fraction + whole, mf._m01 + mw._m10);

    double2 d = asdouble(uint2(id.x, 0u), uint2(0x3ff00000u, 0x40000000u));
    OutD[id.x] = fma(d, rcp(d + 1.0), double2(0.5, 0.25));
}
// WGSL: PRISM5200 (22,17) WGSL has no 64-bit types
// MSL: PRISM5400 Metal has no double
