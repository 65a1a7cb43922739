// Literal types: an unsuffixed literal takes the type it meets (int or
// float when nothing decides), 1.0h is half (float without 16-bit types),
// 1.0f float, 1u uint, literals fold exactly before they meet a type.
// glslang: rejects (the h suffix)
float pick(float x) { return 1; }
float pick(double x) { return 2; }
float pick(int x) { return 3; }
float pick(uint x) { return 4; }

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half h = 1.5h;
    float f = 0.25f + h;
    uint u = 3000000000u;
    float big = 16777217 * 1.0;      /* folded as literals, then float */
    float which = pick(1.0) * 1000 + pick(1) * 100 + pick(1u) * 10 + pick(1.0f);
    Out[id.x] = f + (u > 5u ? 1 : 0) + big + which + id.x;
}
