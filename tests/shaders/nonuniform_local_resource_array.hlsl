// ARGS: -T cs_6_0 -E main
// MSL: PRISM5520 (13,21) Metal takes arrays of buffers only through argument buffers
// WGSL: PRISM5330 (13,21) WebGPU cannot bind an array of buffers
// NonUniformResourceIndex into a local array of resources (HLSL 2021):
// Arr[NonUniformResourceIndex(i)] chooses among the global array's
// elements (ir_handle_split), and the access into the global keeps the
// mark (ir_handle_resolve), as gBufs[NonUniformResourceIndex(i)] would
// (SPIR-V: NonUniform on the access chains, StorageBufferArrayNonUniformIndexing).
// Without the call (Arr[i] below) the index is dynamically uniform by
// HLSL's rule and gets no decoration. The suite's
// Feature/LocalResources/local_resource_array_dynamic_index is this shape
// without the call: undefined in D3D12 and Vulkan for a per-thread index.
RWByteAddressBuffer gBufs[4] : register(u0);
cbuffer Params : register(b4) { uint Slot; };

[numthreads(4, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    RWByteAddressBuffer Arr[4];
    Arr[0] = gBufs[0];
    Arr[1] = gBufs[1];
    Arr[2] = gBufs[2];
    Arr[3] = gBufs[3];
    Arr[NonUniformResourceIndex(tid.x)].Store(0, tid.x + 10);
    uint k = NonUniformResourceIndex(tid.x ^ 1);
    Arr[k].Store(4, Arr[k].Load(0));
    Arr[Slot].Store(8, tid.x);
}
