// ARGS: -T cs_6_6 -fvk-bind-resource-heap 6 7 -fvk-bind-counter-heap 8 9
// MSL: PRISM5540 (14,34) Metal needs argument buffers for the counter heap (the only array used)
// WGSL: PRISM5350 (14,34) WebGPU has no bindless resources
// -fvk-bind-counter-heap BINDING SET places the counter heap (DXC's test
// vk.binding.global-counter-heap-binding): the resource heap at binding 6
// of set 7, its counters at binding 8 of set 9; a's own counter stays at
// the first binding free after a's.
RWStructuredBuffer<uint> a;

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[1];
    a.IncrementCounter();
    b.IncrementCounter();
}
