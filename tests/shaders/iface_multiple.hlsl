// A class with one base struct and several interfaces (class C : Base, I1,
// I2): the base gives fields, the interfaces only require methods.
// glslang: rejects (interfaces)
interface IArea { float area(); };
interface INamed { uint id(); };

struct Body
{
    float density;
};

class Disc : Body, IArea, INamed
{
    float radius;
    float area() { return 3.14159 * radius * radius; }
    uint id() { return 42; }
    float mass() { return area() * density; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Disc d;
    d.density = 2;
    d.radius = id.x * 0.5;
    Out[id.x] = d.mass() + d.id();
}
