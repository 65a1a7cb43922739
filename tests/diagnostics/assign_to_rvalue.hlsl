// EXPECT: PRISM3507 (8,6) the left side of '=' is not assignable (an rvalue)
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a = 1.0, b = 2.0;
    (a + b) = 3.0;
    Out[id.x] = a;
}
