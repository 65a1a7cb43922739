// ARGS: -T ps_6_0
// A pixel shader: the fragment position, facing, interpolated inputs and
// one render target as the return value.
cbuffer Material : register(b0)
{
    float4 base;
};

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, noperspective float3 n : NORMAL,
            bool front : SV_IsFrontFace) : SV_Target
{
    float shade = front ? dot(n, float3(0, 0, 1)) : 0.25;
    return float4(uv * shade, pos.z, 1.0) * base;
}
