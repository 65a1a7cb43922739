// using ns::x; brings one name: every overload of a function, a type, a
// constant.
// glslang: rejects (namespaces)
namespace Util
{
    float twice(float x) { return x * 2; }
    int twice(int x) { return x * 2 + 1; }
    struct Box { float w, h; };
    static const float Eps = 0.001;
}

using Util::twice;
using Util::Box;

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    using Util::Eps;
    Box b = { 2, (float)id.x };
    Out[id.x] = twice(b.w) + twice((int)b.h) + Eps;
}
