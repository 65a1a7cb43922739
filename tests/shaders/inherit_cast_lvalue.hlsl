// (Base)d is an lvalue naming d's base part (DXC): assigned whole, passed
// as an inout argument, and read back through the derived object.
// glslang: rejects (no struct inheritance)
struct Base
{
    float x;
    uint y;
};

struct Mid : Base
{
    float z;
};

struct Leaf : Mid
{
    float w;
};

void bump(inout Base b)
{
    b.x += 1;
    b.y *= 2;
}

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Leaf l = (Leaf)0;
    Base b = { 5, id.x };
    (Base)l = b;
    bump((Base)l);
    ((Mid)l).z = 7;
    l.w = 9;
    Out[id.x] = float4(l.x, l.y, l.z, l.w);
}
