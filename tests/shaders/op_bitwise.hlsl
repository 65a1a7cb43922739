// Bitwise operator methods: & | ^ on a flag set.
// glslang: rejects (no operator overloading)
struct Mask
{
    uint bits;
    Mask operator&(Mask o) { Mask r; r.bits = bits & o.bits; return r; }
    Mask operator|(Mask o) { Mask r; r.bits = bits | o.bits; return r; }
    Mask operator^(Mask o) { Mask r; r.bits = bits ^ o.bits; return r; }
    Mask operator|(uint b) { Mask r; r.bits = bits | b; return r; }
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Mask a = { 0xF0u | id.x };
    Mask b = { 0x3Cu };
    Mask c = (a & b) | (a ^ b) | 0x100u;
    Out[id.x] = c.bits;
}
