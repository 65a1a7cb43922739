// A full specialization of a struct template (template<> struct Traits<bool>)
// is a struct of its own for that argument; other arguments get the
// primary.
// glslang: rejects (no templates)
template<typename T>
struct Traits
{
    static const uint bits = sizeof(T) * 8;
    static T one() { return (T)1; }
};

template<>
struct Traits<bool>
{
    static const uint bits = 1;
    static bool one() { return true; }
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = Traits<float>::bits + Traits<double>::bits + Traits<bool>::bits;
    uint b = (uint)Traits<float>::one() + (Traits<bool>::one() ? 10 : 0);
    Out[id.x] = a + b + id.x;
}
