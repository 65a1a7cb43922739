// ARGS: -T cs_6_0
// Constant operands that HLSL leaves to the hardware but WGSL's
// const-evaluation and Metal's overloads would reject (found by the shader
// generator in tests/fuzz): a clamp whose constant low exceeds its high, a
// WaveReadLaneAt lane past any subgroup, length/distance of scalars, float
// overflow and x / 0 between constants, and a shift of a literal by more
// than 31 (masked to 32 bits, not 64).
RWStructuredBuffer<float> OutF : register(u0);
RWStructuredBuffer<int> OutI : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    OutI[id.x * 4 + 0] = clamp((int)id.x, 127, 1);
    OutF[id.x * 4 + 0] = WaveReadLaneAt((float)id.x, 200u);
    OutF[id.x * 4 + 1] = length(-3.0) + distance(1.0, 4.0);
    float big = 3.4e38;
    OutF[id.x * 4 + 2] = big * big + 2.5 % 0.0;
    OutI[id.x * 4 + 1] = -1 >> ((-2147483647 - 1) + -5);
    OutI[id.x * 4 + 2] = (int)countbits(1u) >> 40;
}
