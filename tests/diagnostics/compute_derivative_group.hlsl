// ARGS: -T cs_6_6
// EXPECT: PRISM5020 (9,17) numthreads(3, 1, 1) forms no quads
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(3, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = float(id.x);
    Out[id.x] = ddx(x);
}
