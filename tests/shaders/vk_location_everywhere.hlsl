// [[vk::location(n)]] on every kind of stage variable: parameters, the
// fields of input and output structs, and a function's return value
// (attached to the function, as DXC takes it).
// ARGS: -HV 2021
struct VSIn
{
    [[vk::location(3)]] float3 pos : POSITION;
    [[vk::location(1)]] float2 uv : TEXCOORD0;
};

struct VSOut
{
    float4 pos : SV_Position;
    [[vk::location(2)]] float2 uv : TEXCOORD0;
    [[vk::location(5)]] float shade : TEXCOORD1;
};

[shader("vertex")]
VSOut vs_main(VSIn v)
{
    VSOut o;
    o.pos = float4(v.pos, 1.0);
    o.uv = v.uv;
    o.shade = v.pos.z;
    return o;
}

[shader("pixel")]
[[vk::location(0)]] float4 ps_main([[vk::location(2)]] float2 uv : TEXCOORD0,
                                    [[vk::location(5)]] float shade : TEXCOORD1) : SV_Target0
{
    return float4(uv * shade, 0.0, 1.0);
}
