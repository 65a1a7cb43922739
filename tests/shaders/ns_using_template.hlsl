// A function template and a struct template named through a
// using-declaration and through a namespace alias, with explicit arguments.
namespace Util {
    template<typename T> T square(T x) { return x * x; }
    template<typename T, uint N> struct Stack { T items[N]; uint top; };
}
namespace U = Util;
using Util::square;

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    U::Stack<float, 4> s;
    s.top = 0;
    s.items[s.top++] = square<float>(id.x);
    s.items[s.top++] = (float)square(id.y + 2);
    s.items[s.top++] = U::square(0.5f);
    Out[id.x] = s.items[0] + s.items[1] + s.items[2] + (float)s.top;
}
