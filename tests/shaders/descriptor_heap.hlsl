// ARGS: -T cs_6_6
// MSL: PRISM5540 (23,58) Metal needs argument buffers for the heap's arrays
// MSL: PRISM5540 (28,28) one per array, where it is first read
// MSL: PRISM5540 (30,24)
// MSL: PRISM5540 (32,26)
// MSL: PRISM5540 (32,69) the sampler heap's
// WGSL: PRISM5350 (23,58) WebGPU has no bindless resources
// WGSL: PRISM5350 (28,28)
// WGSL: PRISM5350 (30,24)
// WGSL: PRISM5350 (32,26)
// WGSL: PRISM5350 (32,69)
// SM 6.6 dynamic resources as DXC compiles them: each resource type read
// from ResourceDescriptorHeap is an unbounded array of that type, all at
// the heap's one binding (the first free of set 0 after the others: 2),
// SamplerDescriptorHeap's at the next (3); a second read of a type is the
// same array; NonUniformResourceIndex marks the element; an element passed
// to a function and cast explicitly; a return value chosen by ?: between
// two elements (an index choice into the one array).
struct S { int4 v; };
cbuffer Indices : register(b0) { uint Cbv; uint Srv; uint Uav; uint Tex; uint Smp; }
RWStructuredBuffer<int4> Out : register(u1);
float4 sample_at(Texture2D<float4> t, SamplerState s) { return t.SampleLevel(s, float2(0.5, 0.5), 0); }
StructuredBuffer<int4> pick(bool first) { return first ? ResourceDescriptorHeap[Srv] : ResourceDescriptorHeap[Srv + 1]; }
[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_GroupThreadID)
{
    ConstantBuffer<S> cb = ResourceDescriptorHeap[Cbv];
    StructuredBuffer<int4> sb = ResourceDescriptorHeap[NonUniformResourceIndex(Srv + id.x)];
    RWBuffer<int> ub = ResourceDescriptorHeap[Uav];
    StructuredBuffer<int4> again = ResourceDescriptorHeap[Srv];
    float4 c = sample_at(ResourceDescriptorHeap[Tex], (SamplerState)SamplerDescriptorHeap[Smp]);
    Out[id.x] = cb.v + sb[id.x] + ub[id.x] + again[0] + int4(c) + pick(id.x == 0)[1];
}
