// EXPECT: PRISM3527 (7,19) division by zero in a constant expression (array size)
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float arr[8 / 0];
    Out[id.x] = 0.0;
}
