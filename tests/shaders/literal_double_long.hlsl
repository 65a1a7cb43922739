// WGSL: PRISM5200 WGSL has no 64-bit types
// MSL: PRISM5400 Metal has no double
// 1.0l is a double, 1l an int64_t and 1ul a uint64_t (DXC's suffixes);
// mixed with a float the double wins.
// glslang: rejects (the l suffix)
RWStructuredBuffer<double> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double d = 0.1l + id.x;
    int64_t big = 5000000000l;
    uint64_t ubig = 18000000000000000000ul;
    double mixed = d * 2.0f;
    Out[id.x] = mixed + (double)big + (double)(ubig >> 40);
}
