// -fspv-reflect (DXC's SPIR-V.rst, "Reflection"): HLSL semantics on stage
// variables (SPV_GOOGLE_hlsl_functionality1) and HLSL types on resources
// (SPV_GOOGLE_user_type), with OpDecorateString (core from SPIR-V 1.4).
// ARGS: -T ps_6_0 -fspv-reflect
StructuredBuffer<float4> Colors : register(t0);
ByteAddressBuffer Raw : register(t1);
cbuffer Tint : register(b2) { float4 tint; };

[shader("pixel")]
float4 main(float4 pos : SV_Position, uint id : TEXCOORD3) : SV_Target0
{
    return Colors[id] * tint + asfloat(Raw.Load(0)) + pos;
}
