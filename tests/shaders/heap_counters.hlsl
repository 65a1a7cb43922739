// ARGS: -T cs_6_6
// MSL: PRISM5540 Metal needs argument buffers for the heap's arrays (the Append buffers', the counters')
// WGSL: PRISM5350 WebGPU has no bindless resources
// The counters of structured buffers taken from ResourceDescriptorHeap,
// as DXC binds them: counter_var_ResourceDescriptorHeap, an unbounded
// array of counters at the first binding free after the resource heap
// (the counter heap; -fvk-bind-counter-heap places it), counter i that of
// heap element i. An Append/ConsumeStructuredBuffer from the heap uses it
// too; so do the global buffers' own counters (a's, at binding 1) beside.
RWStructuredBuffer<uint> a : register(u0);
RWStructuredBuffer<uint> Out : register(u2);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[NonUniformResourceIndex(id.x + 1)];
    AppendStructuredBuffer<uint> q = ResourceDescriptorHeap[7];
    q.Append(id.x);
    uint n = a.IncrementCounter();
    Out[id.x] = b.IncrementCounter() + n;
}
