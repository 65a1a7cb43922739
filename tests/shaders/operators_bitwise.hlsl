// Bitwise operators: & | ^ ~ << >> on int and uint (arithmetic vs logical
// shift right) and on vectors; shift amounts are masked to the bit width.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint u = id.x * 0x01010101u;
    int s = -(int)id.x;
    uint4 r;
    r.x = (u & 0xF0F0u) | (u ^ 0x0F0Fu);
    r.y = ~u;
    r.z = (u << 3) | (u >> 29) | (u >> (id.x & 31));
    r.w = (uint)(s >> 2) ^ (uint)(s << 1);
    uint2 v = uint2(u, ~u) & uint2(0xFFu, 0xFF00u);
    v = (v << uint2(1, 2)) | ~v;
    Out[id.x * 2] = r;
    Out[id.x * 2 + 1] = uint4(v, v.x ^ v.y, (uint)(~s));
}
