// A loop over a local array of different resources that does not unroll:
// its trip count is not a constant (i < id.x), or it breaks. Its counter
// picks the element at run time, so each use becomes a switch on the
// index, a case per element naming one buffer (ir_switch_uses.c; the last
// case is the default: an index past the end is undefined in HLSL).
RWStructuredBuffer<int> A : register(u0);
RWStructuredBuffer<int> B : register(u1);

[shader("compute")]
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
