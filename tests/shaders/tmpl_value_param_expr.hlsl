// Non-type template arguments written as constant expressions: arithmetic
// on static consts, a comparison as a bool argument, sizeof, a ternary.
static const uint Base = 3;
template<uint N> struct Arr { float v[N]; uint size() { return N; } };
template<bool Flip> float flipSign(float x) { return Flip ? -x : x; }

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Arr<Base * 2 + 1> a;
    Arr<(Base > 2 ? 4 : 1)> b;
    Arr<sizeof(float4) / 4> c;
    for (uint i = 0; i < a.size(); i++)
        a.v[i] = (float)i;
    Out[id.x] = a.v[id.x % a.size()] + (float)(b.size() * 10 + c.size() * 100) + flipSign<(Base == 3)>(1.0f);
}
