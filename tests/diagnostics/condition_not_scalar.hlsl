// EXPECT: PRISM3063 (11,9) an if condition must be a scalar, not struct 'S'
RWStructuredBuffer<float> Out : register(u0);
struct S { float a; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s;
    s.a = 1.0;
    if (s)
        Out[id.x] = 1.0;
}
