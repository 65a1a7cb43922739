// EXPECT: PRISM3057 (5,17) entry parameter 'id' needs a semantic such as SV_DispatchThreadID
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id)
{
    Out[id.x] = 1;
}
