// Enum-typed fields of a struct in a structured buffer (stored as their
// integer), and enums declared inside a struct (S::Kind, S::Red).
// glslang: rejects (enums)
struct Light
{
    enum Kind : uint { Point, Spot, Sun };
    enum class Unit { Lux, Lumen };
    Kind kind;
    Unit unit;
    float power;
};

RWStructuredBuffer<Light> Lights : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Light l = Lights[id.x];
    if (l.kind == Light::Sun)
        l.power *= 2;
    l.kind = (Light::Kind)((l.kind + 1) % 3);
    l.unit = l.unit == Light::Unit::Lux ? Light::Unit::Lumen : Light::Unit::Lux;
    Lights[id.x] = l;
}
