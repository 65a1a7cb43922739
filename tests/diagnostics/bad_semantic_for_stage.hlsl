// EXPECT: PRISM3058 (5,24) SV_Position is not a compute shader input
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(float4 pos : SV_Position)
{
    Out[0] = (uint)pos.x;
}
