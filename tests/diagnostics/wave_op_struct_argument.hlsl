// EXPECT: PRISM3529 (11,17) no overload of 'WaveActiveSum' takes a struct
RWStructuredBuffer<float> Out : register(u0);
struct S { float a; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s;
    s.a = (float)id.x;
    Out[id.x] = WaveActiveSum(s);
}
