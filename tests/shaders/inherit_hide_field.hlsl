// A derived struct's field hides a base field of the same name (DXC's
// derived-to-base test): both exist, d.b is the derived one and ((Base)d).b
// the base's.
// glslang: rejects (no struct inheritance)
struct Base
{
    float4 a;
    float4 b;
};

struct Derived : Base
{
    float4 b;
    float4 c;
};

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Derived d = (Derived)0;
    d.a = 1;
    d.b = 2;
    ((Base)d).b = id.x;
    d.c = d.a + d.b;
    Base base = (Base)d;
    Out[id.x] = d.c + base.b + base.a;
}
