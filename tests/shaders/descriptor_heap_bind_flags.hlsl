// ARGS: -T cs_6_6 -fvk-bind-resource-heap 5 2 -fvk-bind-sampler-heap 1 3
// MSL: PRISM5540 (15,27) Metal needs argument buffers for the heaps
// MSL: PRISM5540 (16,22)
// WGSL: PRISM5350 (15,27) WebGPU has no bindless resources
// WGSL: PRISM5350 (16,22)
// -fvk-bind-resource-heap B S and -fvk-bind-sampler-heap B S (DXC's
// flags) place the heaps: every array of ResourceDescriptorHeap's
// elements at binding 5 of set 2, SamplerDescriptorHeap's at binding 1 of
// set 3, whatever the other resources take.
RWBuffer<float4> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Texture2D<float4> t = ResourceDescriptorHeap[id.x];
    SamplerState s = SamplerDescriptorHeap[id.y];
    Out[0] = t.SampleLevel(s, float2(0.5, 0.5), 0);
}
