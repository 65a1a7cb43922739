// EXPECT-WARNING: PRISM3050 (10,6) unknown attribute 'unrol' is ignored
// EXPECT-NOTE: PRISM3607 (10,6) did you mean 'unroll'?
// A misspelled attribute: a warning, as in DXC, with the note.
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint s = 0;
    [unrol] for (uint i = 0; i < 4; i++) s += i;
    Out[id.x] = s;
}
