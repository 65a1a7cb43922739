// EXPECT: PRISM2068 (7,5) unknown type name 'flot'
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    flot x = 1.0;
    Out[id.x] = x;
}
