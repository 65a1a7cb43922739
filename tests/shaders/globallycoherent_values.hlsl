// MSL: PRISM5520 (14,26) Metal takes arrays of buffers only in argument buffers
// globallycoherent on a parameter and a local holding one resource is
// carried to the global it resolves to (ir_handle_resolve.c): Counts
// (through the parameter of bump), Flags (through the local) and
// Pick[1] (a local given an element of a global array, the whole array's
// variable) are decorated Coherent, as if declared globallycoherent;
// Plain, used only by name, is not. Each copy into a globallycoherent
// variable is DXC's warning (it adds the annotation).
// EXPECT-WARNING: PRISM3970 (28,10) adds globallycoherent annotation
// EXPECT-WARNING: PRISM3970 (29,41)
// EXPECT-WARNING: PRISM3970 (32,51)
RWByteAddressBuffer Counts : register(u0);
RWBuffer<uint> Flags : register(u1);
RWStructuredBuffer<uint> Pick[2] : register(u2);
RWStructuredBuffer<uint> Plain : register(u4);

void bump(globallycoherent RWByteAddressBuffer b, uint at)
{
    uint old;
    b.InterlockedAdd(at * 4, 1, old);
    b.Store(at * 4 + 64, old);
}

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bump(Counts, id.x);
    globallycoherent RWBuffer<uint> f = Flags;
    f[id.x] = 1;
    DeviceMemoryBarrier();
    globallycoherent RWStructuredBuffer<uint> p = Pick[1];
    p[id.x] = f[(id.x + 1) & 3];
    Plain[id.x] = id.x;
}
