// EXPECT: PRISM3058 (7,22) 'SV_DispatchThredID' is not a compute shader input; use SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID or SV_GroupIndex
// EXPECT-NOTE: PRISM3607 (7,22) did you mean 'SV_DispatchThreadID'?
// A misspelled system-value semantic.
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThredID)
{
    Out[id.x] = 1;
}
