// Bit-fields of an enum type and of bool beside uint ones, packed into one
// 32-bit unit; compared and switched on after unpacking.
enum Material : uint { Diffuse, Metal, Glass, Skin };
struct Packed {
    Material mat : 2;
    bool emissive : 1;
    uint layer : 5;
    uint id : 24;
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Packed p = (Packed)0;
    p.mat = (Material)(id.x & 3);
    p.emissive = (id.x & 4) != 0;
    p.layer = id.x >> 3;
    p.id = id.x * 1000;
    uint r = p.id + p.layer;
    if (p.emissive)
        r += 1u << 30;
    switch (p.mat) {
    case Glass: r += 7; break;
    case Metal: r += 3; break;
    default: break;
    }
    Out[id.x] = r;
}
