// Intrinsics on matrices where DXC takes them: asuint, asint and asfloat of
// a float2x3, f32tof16 and f16tof32 row by row, select with a matrix
// condition and with a scalar one, any and all, transpose of a bool and an
// int matrix. (issue 11, class 5)
RWStructuredBuffer<uint4> Out : register(u1);
RWStructuredBuffer<float4> OutF : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2x3 f = float2x3(1, 2, 3, 4, 5, 6) * (float)id.x;
    uint2x3 bits = asuint(f);
    float2x3 back = asfloat(bits);
    int2x3 si = asint(-f);
    uint2x2 h = f32tof16(float2x2(f[0].xy, f[1].xy));
    float2x2 g = f16tof32(h);
    bool2x3 c = f > (float2x3)3;
    float2x3 pick = select(c, f, back);
    float2x3 pick2 = select(id.x > 7, pick, 0.5f);
    bool3x2 ct = transpose(c);
    int3x2 it = transpose(si);
    Out[id.x * 2] = uint4(bits[1], h[1][0]);
    Out[id.x * 2 + 1] = uint4(any(c) ? 1 : 0, all(ct) ? 1 : 0, (uint)it[2][1], h[0][1]);
    OutF[id.x] = float4(g[1], pick2[0][2], pick2[1][1]);
}
