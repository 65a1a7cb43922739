// A return inside a loop that holds barriers (issue 11, class 4): the odd
// threads leave at the third iteration; the others keep meeting at both
// barriers. The returned threads keep iterating, predicated, so that the
// loop's barriers see the whole group. (conformance/tests/
// defects_return_in_barrier_loop runs it.)
RWStructuredBuffer<uint> Data : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint tile[64];

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint index = id.x;
    uint acc = 0;
    for (uint t = 0; t < 4; t++) {
        if (t == 2 && (index & 1) != 0) {
            Out[index] = acc + 1000000;
            return;
        }
        tile[gi] = Data[index] * (t + 1);
        GroupMemoryBarrierWithGroupSync();
        acc += tile[(gi + 1) % 64];
        GroupMemoryBarrierWithGroupSync();
    }
    Out[index] = acc;
}
