// WavePrefixCountBits and WaveActiveCountBits with a dynamic predicate, and
// WaveActiveBallot's mask.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool odd = (id.x & 1) != 0;
    uint before = WavePrefixCountBits(odd);
    uint total = WaveActiveCountBits(odd);
    uint4 mask = WaveActiveBallot(id.x % 3 == 0);
    Out[id.x] = uint4(before, total, mask.x, countbits(mask.x) + countbits(mask.y));
}
