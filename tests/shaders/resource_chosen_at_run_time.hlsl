// A resource chosen by a run-time value among resources that are not
// elements of one array: a local assigned A or B in a branch (a phi) and
// ?: (a select). Each use becomes a switch on which candidate it is, a
// case per resource (SPIR-V may not select descriptors, nor WGSL pointers
// to different variables), where DXC's legalization refuses both.
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> s = A;
    if (id.x > 1)
        s = B;
    s[id.x] = 1;
    RWStructuredBuffer<uint> c = id.x == 0 ? A : B;
    c[0] = 2;
}
