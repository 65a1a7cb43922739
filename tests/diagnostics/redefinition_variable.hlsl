// EXPECT: PRISM3001 (8,11) redefinition of 'a' in the same scope
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a = 1.0;
    float a = 2.0;
    Out[id.x] = a;
}
