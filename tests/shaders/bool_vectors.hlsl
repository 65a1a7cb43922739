// ARGS: -T cs_6_0 -HV 2018
// bool vectors: constructed from comparisons, combined with ! and with the
// 2018 componentwise && || and ?:, stored as uint.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 v = uint4(id.x, id.x + 1, id.x + 2, id.x + 3);
    bool4 even = (v & 1) == 0;
    bool4 big = v > 10;
    bool4 both = even && big;       // componentwise in HLSL 2018
    bool4 either = even || !big;
    uint4 sel = both ? v : uint4(0, 0, 0, 0);
    Out[id.x] = sel + (uint4)either;
}
