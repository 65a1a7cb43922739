// EXPECT: PRISM3531 (9,17) 'Helper' is declared but never defined
RWStructuredBuffer<float> Out : register(u0);
float Helper(float x);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Helper(1.0);
}
