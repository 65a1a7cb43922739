// [[vk::constant_id(N)]] specialization constants (DXC's SPIR-V.rst):
// SPIR-V OpSpecConstant / OpSpecConstantTrue / False with SpecId N; WGSL
// `@id(N) override`; MSL function constants with their defaults. Two
// constants may share an id (DXC allows it; both read the one value):
// WGSL makes them one override, which needs equal defaults.
[[vk::constant_id(0)]] const bool UseBias = false;
[[vk::constant_id(1)]] const int Offset = -3;
[[vk::constant_id(2)]] const uint Count = 16;
[[vk::constant_id(3)]] const float Scale = 0.5;
[[vk::constant_id(7)]] const uint Lanes = 4;
[[vk::constant_id(7)]] const uint LanesAgain = 4;

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= Count)
        return;
    float v = float(int(id.x) + Offset) * Scale;
    if (UseBias)
        v += 1.0;
    Out[id.x] = v + float(Lanes + LanesAgain);
}
