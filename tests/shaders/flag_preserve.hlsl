// -fspv-preserve-bindings (DXC: "Preserves all bindings declared within
// the module, even when those bindings are unused") and
// -fspv-preserve-interface ("... all interface variables in the entry
// point, even when those variables are unused"): Unused and the unused
// TEXCOORD1 input stay in the SPIR-V.
// ARGS: -T ps_6_0 -fspv-preserve-bindings -fspv-preserve-interface
StructuredBuffer<float4> Used : register(t0);
StructuredBuffer<float4> Unused : register(t1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float2 unused : TEXCOORD1) : SV_Target0
{
    return Used[0] + float4(uv, pos.xy);
}
