// ARGS: -T cs_6_2 -enable-16bit-types
// WGSL: PRISM5200 WGSL has no 64-bit integers
// Enums with underlying types (DXC's enums.hlsl): uint, int, uint16_t,
// uint64_t, bool; sizeof follows the underlying type.
// glslang: rejects (enums)
enum Small : uint16_t { SmallA = 1, SmallB = 0xFFFF };
enum Big : uint64_t { BigA = 1, BigB = 0x100000000 };
enum Signed : int { Neg = -2, Pos = 2 };
enum Flag : bool { Yes = true };
enum Word : dword { W0, W1 };

RWStructuredBuffer<uint64_t> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Big b = id.x ? BigB : BigA;
    uint64_t r = b + SmallB + (uint64_t)(Neg + Pos + 5) + (Yes ? 1 : 0) + W1;
    Out[id.x] = r + sizeof(Small) + sizeof(Big) * 10 + sizeof(Signed) * 100;
}
