// EXPECT: PRISM3500 (8,17) use of undeclared identifier 'zzqqxx'
// A name far from every name in scope gets no suggestion.
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = zzqqxx;
}
