// An enum class and a plain enum inside namespaces, named fully
// qualified, through using namespace, and as a switch's cases.
namespace Render {
    namespace Flags {
        enum class Mode : uint { Opaque, Masked, Blended };
        enum Bits { None = 0, Shadow = 1, Emissive = 2 };
    }
    uint weight(Flags::Mode m) { return m == Flags::Mode::Blended ? 3u : 1u; }
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Render::Flags::Mode m = (Render::Flags::Mode)(id.x % 3);
    uint r = Render::weight(m);
    using namespace Render::Flags;
    switch (m) {
    case Mode::Opaque: r += Shadow; break;
    case Mode::Masked: r += Emissive; break;
    default: r += None; break;
    }
    Out[id.x] = r;
}
