// EXPECT: PRISM3525 (8,15) array size 'n' is not a constant
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n = id.x;
    float arr[n];
    arr[0] = 1.0;
    Out[id.x] = arr[0];
}
