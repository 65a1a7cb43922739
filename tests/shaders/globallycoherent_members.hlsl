// ARGS: -T cs_6_0 -E main
// globallycoherent on resources inside global structs (HLSL 2021): each
// resource of the struct is a global of its own, and it is Coherent (as
// DXC decorates it) when its member says globallycoherent or the struct's
// global does; Plain.data, Mixed.plain and every SRV stay as they are.
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
