// EXPECT: PRISM3528 (9,17) use of undeclared function 'Saturate'
// EXPECT-NOTE: PRISM3607 (9,17) did you mean 'saturate'?
// Case counts in identifiers (one edit): 'Saturate' is 'saturate'.
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Saturate(2.0);
}
