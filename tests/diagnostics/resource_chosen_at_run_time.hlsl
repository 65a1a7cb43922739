// EXPECT: PRISM4120 (14,13) a local assigned A or B in a branch: which resource is a run-time choice
// EXPECT: PRISM4120 (16,10) the same through ?: (DXC's legalization refuses both)
// A resource chosen by a run-time value among resources that are not
// elements of one array: no target can name it at the use.
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
