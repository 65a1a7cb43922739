// EXPECT: PRISM3528 (7,17) call to undeclared function 'Frobnicate'
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Frobnicate(id.x);
}
