// vk::BufferPointer<T, A> (HLSL proposal 0010): pointers in a push
// constant block (8 bytes each, as a uint64_t), copied to locals,
// dereferenced with Get() for reading and writing members and whole
// values, made from a uint64_t and cast back, reinterpret_pointer_cast.
// SPIR-V: the address OpBitcast to a PhysicalStorageBuffer pointer to the
// pointee laid out as a storage buffer (its members' Offsets), Aligned by
// the pointer's alignment; MSL: device pointers; WGSL has none.
// WGSL: PRISM5282 memory at a device address
struct Globals { float4 a; float4 b; uint count; };
typedef vk::BufferPointer<Globals> GlobalsPtr;

struct Push {
    GlobalsPtr globals;
    vk::BufferPointer<float4, 16> raw;
    uint64_t addr;
};
[[vk::push_constant]] Push pc;

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    GlobalsPtr p = pc.globals;
    float4 v = p.Get().b;
    p.Get().count = 3;
    Globals whole = pc.globals.Get();
    vk::BufferPointer<float4, 16> q = vk::BufferPointer<float4, 16>(pc.addr + 32);
    q.Get() = v;
    vk::BufferPointer<float4> r = vk::reinterpret_pointer_cast<float4>(p);
    uint64_t back = (uint64_t)q;
    Out[0] = v + whole.a + r.Get() + pc.raw.Get();
    Out[1] = float4((uint)back, (uint)(back >> 32), whole.count, 0);
}
