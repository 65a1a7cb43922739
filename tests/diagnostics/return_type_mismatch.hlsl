// EXPECT: PRISM3511 (9,12) cannot return 'S' from a function returning float
RWStructuredBuffer<float> Out : register(u0);
struct S { float a; };

float Get()
{
    S s;
    s.a = 1.0;
    return s;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Get();
}
