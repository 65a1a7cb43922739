// ARGS: -T cs_6_0 -HV 2021
// HLSL 2021 componentwise logic: and(), or(), select() on vectors (the
// 2021 replacements for vector && || ?:).
// glslang: rejects (no and/or/select intrinsics)
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4((float)id.x, 1.0, -2.0, 3.0);
    bool4 pos = v > 0.0;
    bool4 big = v > 2.0;
    bool4 both = and(pos, big);
    bool4 either = or(pos, !big);
    float4 r = select(both, v, -v) + select(either, float4(1, 1, 1, 1), float4(0, 0, 0, 0));
    float s = select(id.x > 3, 10.0, 20.0);
    Out[id.x] = r + s;
}
