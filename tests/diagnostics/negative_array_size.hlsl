// EXPECT: PRISM3016 (7,15) array size -1 is not positive
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float arr[-1];
    Out[id.x] = 0.0;
}
