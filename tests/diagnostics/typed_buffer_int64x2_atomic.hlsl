// ARGS: -T cs_6_6
// EXPECT: PRISM4230 (11,25) a component of RWBuffer<uint64_t2> is half of a 4 x 32-bit texel
// EXPECT: PRISM4230 (13,24) nor one chosen at run time
// A RWBuffer<uint64_t2>'s texel is Rgba32ui: no 64-bit atomic reaches it.
RWBuffer<uint64_t2> B : register(u0);
RWBuffer<int64_t2> C : register(u1);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    InterlockedAdd(B[0].x, 1);
    int64_t o;
    InterlockedMax(C[1][i], 2, o);
    B[1] = o;
}
