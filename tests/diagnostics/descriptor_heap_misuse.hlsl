// ARGS: -T cs_6_6
// EXPECT: PRISM3860 (11,14) the heap itself, not indexed
// EXPECT: PRISM3861 (12,15) an element of the resource heap is no number
// EXPECT: PRISM3861 (13,22) nor a sampler
// EXPECT: PRISM3861 (14,34) the sampler heap holds samplers only
// EXPECT: PRISM3862 (15,38) an Append buffer needs a counter, which the heap does not bind
RWStructuredBuffer<uint> Out : register(u1);
[numthreads(1, 1, 1)]
void main()
{
    uint n = ResourceDescriptorHeap;
    float f = ResourceDescriptorHeap[0];
    SamplerState s = ResourceDescriptorHeap[1];
    RWStructuredBuffer<uint> b = SamplerDescriptorHeap[2];
    AppendStructuredBuffer<uint> a = ResourceDescriptorHeap[3];
    Out[0] = n + (uint)f;
}
