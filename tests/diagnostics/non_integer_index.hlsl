// EXPECT: PRISM3518 (12,21) an array index must be an integer, not 'S'
RWStructuredBuffer<float> Out : register(u0);
struct S { uint i; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float arr[4] = { 1.0, 2.0, 3.0, 4.0 };
    S s;
    s.i = 1;
    Out[id.x] = arr[s];
}
