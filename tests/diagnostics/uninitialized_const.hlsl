// EXPECT: PRISM3021 (7,17) const 'k' has no initializer
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    const float k;
    Out[id.x] = k;
}
