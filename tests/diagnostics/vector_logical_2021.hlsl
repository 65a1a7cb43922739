// ARGS: -T cs_6_0 -HV 2021
// EXPECT: PRISM3505 (10,17) HLSL 2021: && needs scalar operands; use and() for vectors
RWStructuredBuffer<uint2> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool2 a = bool2(id.x > 1, id.x > 2);
    bool2 b = bool2(id.y > 1, id.y > 2);
    bool2 c = a && b;
    Out[id.x] = (uint2)c;
}
