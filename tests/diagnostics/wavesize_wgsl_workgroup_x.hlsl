// ARGS: -T cs_6_6 --target wgsl
// EXPECT: PRISM5220 WebGPU: numthreads' x (16) must be a multiple of the subgroup size (32)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(32)]
[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
