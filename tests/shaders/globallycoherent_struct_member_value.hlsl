// globallycoherent on a member of a local struct (one that holds its
// resources as values): the uses through the member, directly (h.flags)
// and through this in a method (h.bump), make the globals it holds
// coherent, Flags and Raw; Plain stays as it is.
RWBuffer<uint> Flags : register(u0);
RWByteAddressBuffer Raw : register(u1);
RWStructuredBuffer<uint> Plain : register(u2);

struct Holder {
    globallycoherent RWBuffer<uint> flags;
    globallycoherent RWByteAddressBuffer raw;
    void bump(uint at) { raw.Store(at * 4, flags[at] + 1); }
};

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Holder h;
    h.flags = Flags;
    h.raw = Raw;
    h.flags[id.x] = id.x;
    DeviceMemoryBarrier();
    h.bump(id.x);
    Plain[id.x] = 1;
}
