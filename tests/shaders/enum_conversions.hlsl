// A plain enum converts implicitly to numbers (int, float, an overload
// taking int), takes arithmetic and comparisons as its integer; casts
// make one from a number or another enum.
// glslang: rejects (enums)
enum Level { Low, Mid = 5, High };
enum class Mode { A, B };

float weight(int x) { return x * 0.5; }

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Level l = (Level)(id.x % 7);
    int i = l;
    float f = Mid + 0.25;
    bool above = l > Mid;
    Level m = (Level)Mode::B;
    int flags = ~l & 3;
    Out[id.x] = weight(l) + i + f + (above ? 1 : 0) + m + flags + High;
}
