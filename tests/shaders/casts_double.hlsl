// Doubles built from and split into 32-bit words: asdouble(lo, hi) and
// asuint(double, out lo, out hi); double arithmetic and conversions.
// glslang: rejects (no three-argument asuint)
RWStructuredBuffer<uint2> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double d = asdouble(id.x, 0x40000000u);
    d = d * 3.0 + (double)id.x;
    uint lo, hi;
    asuint(d, lo, hi);
    Out[id.x] = uint2(lo, hi) + uint2((uint)(float)d, 0);
}
// WGSL: PRISM5200 (10,16) WGSL has no 64-bit types
// MSL: PRISM5400 Metal has no double
