// EXPECT: PRISM3529 (13,14) no matching overload for 'luma(Lin)'; candidates: luma(Rgb)
// In HLSL 2021 structs of the same layout are distinct types (strict
// casting): no implicit conversion between them.
struct Rgb { float3 v; };
struct Lin { float3 rgb; };
float luma(Rgb c) { return c.v.y; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Lin l = { float3(1, 2, 3) };
    Out[0] = luma(l);
}
