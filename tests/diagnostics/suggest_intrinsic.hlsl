// EXPECT: PRISM3528 (10,17) use of undeclared function 'lenght'
// EXPECT-NOTE: PRISM3607 (10,17) did you mean 'length'?
// A misspelled intrinsic.
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 v = float3(1, 2, 3);
    Out[id.x] = lenght(v);
}
