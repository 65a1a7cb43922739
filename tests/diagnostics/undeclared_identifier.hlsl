// EXPECT: PRISM3500 (7,17) undeclared identifier 'missing'
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = missing + 1.0;
}
