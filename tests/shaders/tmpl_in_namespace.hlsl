// Templates declared in a namespace, named qualified (math::lerp3<float>)
// and through using.
// glslang: rejects (no templates)
namespace math
{
    template<typename T>
    T lerp3(T a, T b, T t)
    {
        return a + (b - a) * t;
    }

    template<typename T>
    struct Range
    {
        T lo, hi;
        T span() { return hi - lo; }
    };
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    math::Range<float> r;
    r.lo = 1;
    r.hi = 5 + id.x;
    float a = math::lerp3(r.lo, r.hi, 0.25f);
    float b = math::lerp3<float>(0, 1, 0.5);
    using namespace math;
    Range<int> q = { 2, 9 };
    Out[id.x] = a + b + r.span() + q.span();
}
