// Namespace aliases: namespace P = Physics::Units; P:: names the same
// namespace, its types included.
// glslang: rejects (namespaces)
namespace Physics
{
    namespace Units
    {
        struct Meters { float v; };
        float to_cm(Meters m) { return m.v * 100; }
    }
}

namespace P = Physics::Units;

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    P::Meters m = { id.x * 0.5 };
    Out[id.x] = P::to_cm(m) + Physics::Units::to_cm(m);
}
