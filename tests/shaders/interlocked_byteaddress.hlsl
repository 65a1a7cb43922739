// RWByteAddressBuffer atomic methods with the original value out:
// InterlockedAdd Min Max (uint and int) And Or Xor Exchange CompareExchange,
// and CompareStore.
// glslang: rejects (accepts, but its SPIR-V for the int InterlockedMin overload fails spirv-val)
RWByteAddressBuffer Buf : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint o[9];
    int si;
    Buf.InterlockedAdd(0, 1);
    Buf.InterlockedAdd(4, id.x, o[0]);
    Buf.InterlockedMin(8, id.x, o[1]);
    Buf.InterlockedMax(12, id.x, o[2]);
    Buf.InterlockedMin(16, (int)id.x - 32, si);
    Buf.InterlockedAnd(20, ~id.x, o[3]);
    Buf.InterlockedOr(24, id.x, o[4]);
    Buf.InterlockedXor(28, id.x, o[5]);
    Buf.InterlockedExchange(32, id.x, o[6]);
    Buf.InterlockedCompareExchange(36, 0, id.x, o[7]);
    Buf.InterlockedCompareStore(40, 0, id.x);
    o[8] = (uint)si;
    uint sum = 0;
    for (uint k = 0; k < 9; k++)
        sum += o[k];
    Out[id.x] = sum;
}
