// ARGS: -T cs_6_0 -HV 202x
// HLSL 202x also takes operators declared outside the struct (proposal
// 0008), so a built-in type may be the left operand: 2.0 * v.
// glslang: rejects (no operator overloading)
struct Dual
{
    float a, b;
};

Dual operator*(float k, Dual d)
{
    Dual r = { k * d.a, k * d.b };
    return r;
}

Dual operator+(Dual x, Dual y)
{
    Dual r = { x.a + y.a, x.b + y.b };
    return r;
}

RWStructuredBuffer<float2> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Dual d = { (float)id.x, 1 };
    Dual e = 2.0f * d + d;
    Out[id.x] = float2(e.a, e.b);
}
