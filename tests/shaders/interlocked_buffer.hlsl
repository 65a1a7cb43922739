// Interlocked* on RWStructuredBuffer<uint> and <int> elements, with and
// without the original value: Add Min Max And Or Xor Exchange CompareExchange
// CompareStore (signed Min/Max on int, unsigned on uint).
RWStructuredBuffer<uint> U : register(u0);
RWStructuredBuffer<int> I : register(u1);
RWStructuredBuffer<uint> Orig : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint o0, o1, o2, o3, o4, o5, o6, o7;
    InterlockedAdd(U[0], 1);
    InterlockedAdd(U[1], id.x, o0);
    InterlockedMin(U[2], id.x, o1);
    InterlockedMax(U[3], id.x, o2);
    InterlockedAnd(U[4], ~(1u << (id.x & 31)), o3);
    InterlockedOr(U[5], 1u << (id.x & 31), o4);
    InterlockedXor(U[6], id.x, o5);
    InterlockedExchange(U[7], id.x, o6);
    InterlockedCompareExchange(U[8], 0, id.x, o7);
    InterlockedCompareStore(U[9], 0, id.x);
    int s = (int)id.x - 32;
    int p0, p1, p2;
    InterlockedAdd(I[0], s, p0);
    InterlockedMin(I[1], s, p1);
    InterlockedMax(I[2], s);
    InterlockedExchange(I[3], s, p2);
    InterlockedMin(I[4], s);
    Orig[id.x] = o0 + o1 + o2 + o3 + o4 + o5 + o6 + o7 + (uint)(p0 + p1 + p2);
}
