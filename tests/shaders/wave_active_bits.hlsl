// WaveActiveBitAnd BitOr BitXor on uint scalars and vectors, WaveActiveCountBits.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint bit = 1u << (id.x & 31);
    uint a = WaveActiveBitAnd(~bit);
    uint o = WaveActiveBitOr(bit);
    uint x = WaveActiveBitXor(id.x);
    uint2 v = WaveActiveBitOr(uint2(bit, id.x));
    uint c = WaveActiveCountBits(id.x > 7);
    Out[id.x] = uint4(a, o ^ v.x, x + v.y, c);
}
