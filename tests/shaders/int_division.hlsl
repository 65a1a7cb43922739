// Signed and unsigned division and remainder with negative operands (signed %
// takes the sign of the dividend: SRem, not SMod), and by powers of two.
RWStructuredBuffer<int4> Out : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a = (int)id.x - 32;
    int b = (id.x & 1) ? 5 : -5;
    uint u = id.x * 1000;
    Out[id.x] = int4(a / b, a % b, a / 4, a % 4);
    OutU[id.x] = uint4(u / 7u, u % 7u, u / 8u, u % 8u);
}
