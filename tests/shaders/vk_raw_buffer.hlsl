// vk::RawBufferLoad / vk::RawBufferStore (DXC): a device address (a push
// constant's uint64_t) read and written as scalars, vectors and a struct
// laid out as storage buffers are. SPIR-V: OpBitcast to a
// PhysicalStorageBuffer pointer, Aligned loads and stores, the
// PhysicalStorageBuffer64 addressing model; reflection lists
// bufferDeviceAddress. Metal: the address is a device pointer. WGSL has
// none.
// WGSL: PRISM5282 memory at a device address
struct Params { uint64_t addr; };
[[vk::push_constant]] Params pc;

struct Item { float3 pos; uint id; float2x2 m; };

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    float4 v = vk::RawBufferLoad<float4>(pc.addr + 16, 16);
    uint n = vk::RawBufferLoad(pc.addr);
    Item it = vk::RawBufferLoad<Item>(pc.addr + 64, 8);
    vk::RawBufferStore<float>(pc.addr + 4, v.x + n);
    it.id += 1;
    vk::RawBufferStore(pc.addr + 128, it, 8);
    Out[0] = v + it.pos.xyzz + it.m[1].xyxy;
}
