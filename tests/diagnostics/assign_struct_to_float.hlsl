// EXPECT: PRISM3511 (11,9) cannot assign 'S' to 'float'
RWStructuredBuffer<float> Out : register(u0);
struct S { float a; float b; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s = { 1.0, 2.0 };
    float f = 0.0;
    f = s;
    Out[id.x] = f;
}
