// ::x names the global x even where a namespace or a local hides it; ::sin
// is the intrinsic.
// glslang: rejects (namespaces)
static const float scale = 2;

float f(float x) { return x + 1; }

namespace Inner
{
    static const float scale = 10;
    float f(float x) { return ::f(x) * scale * ::scale; }
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float scale = 100;
    Out[id.x] = Inner::f(id.x) + scale + ::scale + ::sin(0.0);
}
