// ARGS: -T cs_6_0 -Wsign-compare
// EXPECT-WARNING: PRISM3942 (15,16) comparison of integers of different signs: 'int' and 'uint'
// EXPECT-WARNING: PRISM3942 (16,19) 'uint' and 'int': the signed side may be either
// EXPECT-WARNING: PRISM3942 (17,21) vectors too: 'uint2' and 'int2'
// clang's -Wsign-compare, off by default in DXC as in Prism: asked for here.
// Silent, as in clang: a literal (it takes the other side's type), a signed
// constant >= 0, and a signed type wider than the unsigned one.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = (int)id.x - 4;
    bool a = i < id.y;
    bool b = id.y == i;
    bool2 c = id.xy >= int2(i, 1);
    static const int zero = 0;
    int64_t w = i;
    bool quiet = id.x > 3 || id.x != zero || w < id.x || i < (int)id.y;
    Out[0] = a + b + c.x + quiet;
}
