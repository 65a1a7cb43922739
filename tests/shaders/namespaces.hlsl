// Namespaces: functions and constants inside a namespace, nested namespaces,
// qualified calls.
// glslang: rejects (does not find a static const declared in a namespace)
RWStructuredBuffer<float> Out : register(u0);

namespace Color
{
    static const float kGamma = 2.2;
    float ToLinear(float c) { return pow(c, kGamma); }
    namespace Detail
    {
        float Clamp01(float c) { return saturate(c); }
    }
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float c = (float)id.x / 63.0;
    Out[id.x] = Color::ToLinear(Color::Detail::Clamp01(c)) + Color::kGamma;
}
