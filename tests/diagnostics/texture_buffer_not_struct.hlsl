// EXPECT: PRISM3012 (2,1) TextureBuffer holds a struct
TextureBuffer<float4> T : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 0;
}
