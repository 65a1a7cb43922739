// ARGS: -T cs_6_6
// (c ? Heap[a] : Heap[b] is no error: each arm is converted, tests/shaders/descriptor_heap)
// EXPECT: PRISM3860 (13,14) the heap itself, not indexed
// EXPECT: PRISM3861 (14,15) an element of the resource heap is no number
// EXPECT: PRISM3861 (15,22) nor a sampler
// EXPECT: PRISM3861 (16,34) the sampler heap holds samplers only
// (an Append buffer from the heap is no error: its counter is the counter heap's)
// EXPECT: PRISM3864 (18,33) not through a comma expression
RWStructuredBuffer<uint> Out : register(u1);
[numthreads(1, 1, 1)]
void main()
{
    uint n = ResourceDescriptorHeap;
    float f = ResourceDescriptorHeap[0];
    SamplerState s = ResourceDescriptorHeap[1];
    RWStructuredBuffer<uint> b = SamplerDescriptorHeap[2];
    AppendStructuredBuffer<uint> a = ResourceDescriptorHeap[3];
    StructuredBuffer<uint> c = (n, ResourceDescriptorHeap[4]);
    Out[0] = n + (uint)f;
}
