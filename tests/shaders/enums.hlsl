// ARGS: -T cs_6_0 -HV 2021
// Enums (HLSL 2021): unscoped and scoped (enum class), explicit values,
// conversions to int, use in switch.
// glslang: rejects (no enum support in its HLSL front end)
enum Mode { ModeAdd, ModeMul = 4, ModeMax };
enum class Channel : uint { Red = 1, Green = 2, Blue = 4 };
RWStructuredBuffer<uint> Out : register(u0);

uint Apply(Mode m, uint a, uint b)
{
    switch (m)
    {
    case ModeAdd: return a + b;
    case ModeMul: return a * b;
    default: return max(a, b);
    }
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Mode m = (Mode)(id.x % 3 == 2 ? 5 : (id.x % 3) * 4);
    Channel c = Channel::Green;
    Out[id.x] = Apply(m, id.x, 3) + (uint)c + (uint)ModeMax;
}
