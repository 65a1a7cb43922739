// EXPECT: PRISM2068 (9,5) unknown type name 'flaot4'
// EXPECT-NOTE: PRISM2103 (9,5) did you mean 'float4'?
// A misspelled type name.
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    flaot4 v = 1.0;
    Out[id.x] = v.x;
}
