// EXPECT-WARNING: PRISM3970 (14,41) adds globallycoherent annotation
// A globallycoherent local given a resource chosen at run time (an element
// of a local array of different buffers): every buffer it may hold, A and
// B, becomes coherent, and its use is a switch over them (a case each);
// C, used only by name, stays as it is.
RWBuffer<uint> A : register(u0);
RWBuffer<uint> B : register(u1);
RWBuffer<uint> C : register(u2);
[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWBuffer<uint> arr[2] = { A, B };
    globallycoherent RWBuffer<uint> l = arr[id.x & 1];
    l[id.x] = 1;
    C[id.x] = 2;
}
