// EXPECT: PRISM3076 (5,29) recursive call: 'Fact' calls itself (HLSL has no recursion)
RWStructuredBuffer<uint> Out : register(u0);
uint Fact(uint n)
{
    return n <= 1 ? 1 : n * Fact(n - 1);
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Fact(id.x);
}
