// Bit-fields (HLSL 2021): consecutive ones share a uint (lo, mid, hi in
// one; tag in the next, after a plain field), read and written with masks.
// glslang: rejects (bit-fields)
struct Packed
{
    uint lo : 4;
    uint mid : 12;
    uint hi : 16;
    float scale;
    uint tag : 3;
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Packed p = (Packed)0;
    p.lo = id.x;
    p.mid = 0xABC + id.x;
    p.hi = 0xFFFF;
    p.tag = 13;            /* 3 bits: 5 */
    p.scale = 2;
    Out[id.x] = p.lo + p.mid + p.hi + p.tag * p.scale + sizeof(Packed);
}
