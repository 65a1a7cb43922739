// ARGS: -T cs_6_0 -HV 2016
// Before HLSL 2021 a for-init variable belongs to the enclosing scope
// (fxc): i is still there after the loop, and a second loop's int i
// redeclares it (with DXC's warning).
// EXPECT-WARNING: PRISM3077 (18,14) redefinition of 'i' shadows the declaration at line 14
// glslang: rejects (the loop variable used after the loop)
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint found = 0;
    for (int i = 0; i < 10; i++)
        if (i * i > (int)id.x)
            break;
    found = i;
    for (int i = 0; i < 3; i++)
        found += 1;
    Out[id.x] = found + i;
}
