// ARGS: -T cs_6_0 -E main
// A loop whose trip count is not a constant, or that breaks, is not
// unrolled: its counter picks a local array's element at run time.
// EXPECT: PRISM4120 (14,20) the resource used here is chosen at run time: it is 'A' or 'B'
// EXPECT: PRISM4120 (18,20) the resource used here is chosen at run time: it is 'A' or 'B'
RWStructuredBuffer<int> A : register(u0);
RWStructuredBuffer<int> B : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWStructuredBuffer<int> bufs[2] = {A, B};
    for (uint i = 0; i < id.x; i++)
        bufs[i][0] = 1;
    for (uint j = 0; j < 2; j++) {
        if (bufs[0][1] == 7)
            break;
        bufs[j][1] = 2;
    }
}
