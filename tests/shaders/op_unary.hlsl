// Unary operator methods: -a, +a, !a, ~a (no parameter).
// glslang: rejects (no operator overloading)
struct Bits
{
    uint v;
    Bits operator~() { Bits r; r.v = ~v; return r; }
    bool operator!() { return v == 0; }
    Bits operator-() { Bits r; r.v = 0 - v; return r; }
    Bits operator+() { return this; }
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Bits b;
    b.v = id.x;
    Bits n = ~b;
    Bits m = -(+b);
    Out[id.x] = n.v ^ m.v ^ (!b ? 100 : 200);
}
