// ARGS: -T cs_6_0 -HV 2017
// Before HLSL 2021 structs of the same layout are one type to DXC (no
// strict casting): a LinearRGB passes where an Rgb is taken, and assigns.
// glslang: rejects (structs of different names convert)
struct Rgb
{
    float3 v;
};

struct LinearRGB
{
    float3 rgb;
};

float luma(Rgb c)
{
    return dot(c.v, float3(0.3, 0.6, 0.1));
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    LinearRGB l = { float3(id.x, 1, 2) };
    Rgb r = l;
    Out[id.x] = luma(l) + r.v.x;
}
