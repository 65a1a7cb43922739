// namespace A::B { } (C++17's nested definition) is namespace A { namespace
// B { } }: names are A::B::x, and A::B reopens.
// glslang: rejects (namespaces)
namespace Render::Color
{
    struct Rgb { float3 v; };
    float luma(Rgb c) { return dot(c.v, float3(0.2126, 0.7152, 0.0722)); }
}

namespace Render
{
    namespace Color
    {
        Rgb gray(float g) { Rgb c; c.v = g; return c; }
    }
    float brightness(Color::Rgb c) { return Color::luma(c) * 2; }
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Render::Color::Rgb c = Render::Color::gray(id.x * 0.125);
    Out[id.x] = Render::brightness(c) + Render::Color::luma(c);
}
