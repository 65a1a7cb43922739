// EXPECT: PRISM3514 (11,19) no member named 'missing' in struct 'S'
RWStructuredBuffer<float> Out : register(u0);
struct S { float a; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s;
    s.a = 1.0;
    Out[id.x] = s.missing;
}
