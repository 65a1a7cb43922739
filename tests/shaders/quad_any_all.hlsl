// ARGS: -T cs_6_7
// QuadAny and QuadAll (SM 6.7): core SPIR-V has no quad vote, so they are the
// bool combined with its three quad neighbours read by quad swaps. Quad reads
// on ints, bools and vectors; QuadReadLaneAt with a dynamic lane (SPIR-V 1.5).
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool odd = (id.x & 1u) != 0;
    uint votes = (QuadAny(odd) ? 1u : 0u) | (QuadAll(id.x < 32) ? 2u : 0u);
    int2 v = int2(id.x, -(int)id.x);
    int2 x = QuadReadAcrossX(v) + QuadReadAcrossY(v) + QuadReadLaneAt(v, 3);
    uint y = QuadReadLaneAt(id.x * 7u, id.x & 3u);
    bool d = QuadReadAcrossDiagonal(odd);
    Out[id.x] = uint4(votes, (uint)x.x, (uint)x.y + y, d ? 1u : 0u);
}
