// EXPECT: PRISM3530 (10,17) call to 'F' is ambiguous: F(int) and F(uint) convert a float equally well
RWStructuredBuffer<float> Out : register(u0);
float F(int x) { return (float)x; }
float F(uint x) { return (float)x + 1.0; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = F(1.5);
}
