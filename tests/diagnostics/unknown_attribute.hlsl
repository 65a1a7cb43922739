// EXPECT-WARNING: PRISM3050 (4,2) unknown attribute 'nonsense' is ignored (a warning; the shader compiles)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[nonsense]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
