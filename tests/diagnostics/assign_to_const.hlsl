// EXPECT: PRISM3508 (8,5) cannot assign to 'k': it is const
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    const float k = 1.0;
    k = 2.0;
    Out[id.x] = k;
}
