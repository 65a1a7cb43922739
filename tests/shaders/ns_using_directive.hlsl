// using namespace: the namespace's functions, types and constants are
// found unqualified after it (at file scope and in a function).
// glslang: rejects (namespaces)
namespace Consts
{
    static const float Pi = 3.14159265;
    static const uint Lanes = 8;
}

namespace Geo
{
    struct Circle { float r; };
    float area(Circle c) { return Consts::Pi * c.r * c.r; }
}

using namespace Consts;

float circumference(float r)
{
    return 2 * Pi * r;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(Lanes, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    using namespace Geo;
    Circle c = { (float)id.x };
    Out[id.x] = area(c) + circumference(c.r);
}
