// ARGS: -T ps_6_0 -E main
// EXPECT-WARNING: PRISM5321 (9,2) [earlydepthstencil] on 'main' has no WGSL equivalent
// [earlydepthstencil] on a pixel shader that writes a buffer (where it
// matters: fragments the depth test rejects never run): SPIR-V's
// EarlyFragmentTests, Metal's [[early_fragment_tests]]; WGSL has none (a
// warning: the implementation chooses).
RWStructuredBuffer<uint> Visible : register(u1);

[earlydepthstencil]
float4 main(float4 pos : SV_Position) : SV_Target
{
    InterlockedAdd(Visible[(uint)pos.y], 1u);
    return float4(pos.xy, 0.0, 1.0);
}
