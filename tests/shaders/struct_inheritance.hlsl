// Struct inheritance (DXC extension): members of the base come first, a
// derived struct converts to its base.
// glslang: rejects (no struct inheritance)
struct Base { float a; uint b; };
struct Derived : Base { float c; };
RWStructuredBuffer<float> Out : register(u0);

float Use(Base x) { return x.a + (float)x.b; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Derived d;
    d.a = (float)id.x;
    d.b = 2;
    d.c = 0.5;
    Out[id.x] = Use((Base)d) + d.c;
}
