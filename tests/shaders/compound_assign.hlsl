// Compound assignment: += -= *= /= %= <<= >>= &= |= ^= on scalars, vectors,
// swizzles, array elements and buffer elements.
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float2> OutF : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint u = id.x + 100;
    u += 3; u -= 1; u *= 5; u /= 2; u %= 1000;
    u <<= 2; u >>= 1; u &= 0xFFFu; u |= 0x1000u; u ^= id.x;
    float2 f = float2((float)id.x, 2.0);
    f *= 1.5; f.y -= 0.5; f /= float2(2.0, 4.0);
    uint arr[2] = { 1, 2 };
    arr[id.x & 1] += u;
    Out[id.x] = u + arr[0] + arr[1];
    Out[id.x + 64] += 1;
    OutF[id.x] = f;
}
