// EXPECT: PRISM3517 (11,17) 's' of type 'S' cannot be indexed
RWStructuredBuffer<float> Out : register(u0);
struct S { float a; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s;
    s.a = 1.0;
    Out[id.x] = s[0];
}
