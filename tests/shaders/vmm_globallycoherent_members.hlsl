// ARGS: -T cs_6_0 -E main -fspv-use-vulkan-memory-model
// globallycoherent on resources inside global structs under the Vulkan
// memory model: the accesses of m.flags, p.raw and p.img take
// MakePointerVisible/Available (MakeTexelVisible/Available for the image)
// at QueueFamily scope, those of m.plain and q.data do not.
struct Mixed {
    globallycoherent RWStructuredBuffer<uint> flags;
    RWStructuredBuffer<uint> plain;
    StructuredBuffer<uint> input;
};
struct Pair {
    RWByteAddressBuffer raw;
    RWTexture2D<float> img;
    StructuredBuffer<uint> input;
};
struct Plain {
    RWStructuredBuffer<uint> data;
};
Mixed m;
globallycoherent Pair p;
Plain q;

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    m.flags[i] = m.input[i];
    m.plain[i] = m.flags[i ^ 1];
    p.raw.Store(i * 4, p.input[i]);
    p.img[uint2(i, 0)] = p.raw.Load(0);
    q.data[i] = m.plain[0];
}
