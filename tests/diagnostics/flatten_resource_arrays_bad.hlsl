// ARGS: -fspv-flatten-resource-arrays
// EXPECT: PRISM4161 (7,26) an unbounded array has no count of bindings to flatten into
// EXPECT: PRISM4160 (13,22) a run-time index into an array whose elements are bindings of their own
// (a loop over the elements is unrolled: no error for Bufs[k])
RWStructuredBuffer<uint> Bufs[4] : register(u0);
RWStructuredBuffer<uint> Out : register(u8);
RWStructuredBuffer<uint> Many[] : register(u0, space1);
[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    for (uint k = 0; k < 4; k++) Out[k] = Bufs[k][0];
    Out[id.x] = Bufs[id.x][0] + Many[0][0];
}
