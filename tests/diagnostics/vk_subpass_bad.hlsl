// A SubpassInput names its input attachment, and SubpassLoad is for pixel
// shaders (DXC's rules).
// ARGS: -T cs_6_0
// EXPECT: PRISM3290 (6,14) no index
// EXPECT: PRISM3092 (12,20) not in a compute shader
SubpassInput Color : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = Color.SubpassLoad();
}
