// precise: the arithmetic a precise variable's value comes from is NoContraction on
// SPIR-V (DXC), through constructions and conversions; the rest may still be fused.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 a = Out[0], b = Out[1], c = Out[2];
    precise float4 p = a * b + c;
    precise float s;
    s = dot(a.xyz, b.xyz) * 2.0;
    s += a.w * c.w;
    float q = a.x * b.x + c.x; // not precise
    Out[id.x] = p + s + q;
}
