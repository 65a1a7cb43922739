// A method in the derived struct hides every base method of that name
// (C++ name lookup): Derived::f(int) hides Base::f(float) and Base::f(),
// and Base::f reaches them.
// glslang: rejects (no struct inheritance)
struct Base
{
    float f(float x) { return x + 0.5; }
    float f() { return 100; }
};

struct Derived : Base
{
    float f(int x) { return x * 2; }
    float g() { return f(3.75) + Base::f(1.0) + Base::f(); }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Derived d;
    Out[id.x] = d.f((int)id.x) + d.g();
}
