// ARGS: -T cs_6_0
// 64-bit types: int64_t, uint64_t, double (Int64 and Float64 capabilities).
// glslang: rejects (no conversion of uint to uint64_t: "unsupported construction")
RWStructuredBuffer<uint2> Out : register(u0);
RWStructuredBuffer<float> OutF : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t big = (uint64_t)id.x << 40;
    big += 0x123456789ull;
    int64_t s = -(int64_t)big / 3;
    double d = (double)id.x * 0.125 + 1.0e10;
    d = d / 3.0;
    uint64_t r = big ^ (uint64_t)s;
    Out[id.x] = uint2((uint)r, (uint)(r >> 32));
    OutF[id.x] = (float)d;
}
// WGSL: PRISM5200 (11,20) WGSL has no 64-bit types
// MSL: PRISM5400 Metal has no double
