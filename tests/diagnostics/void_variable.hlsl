// EXPECT: PRISM3018 (7,10) variable 'v' has type void
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    void v;
    Out[id.x] = 0.0;
}
