// ARGS: -T ps_6_0 -E main
// TARGET: wgsl
// A WGSL-only warning: the shader compiles (exit 0), and its WGSL must pass
// Tint. SPIR-V has ExecutionMode EarlyFragmentTests for this; MSL has
// [[early_fragment_tests]].
// EXPECT-WARNING: PRISM5321 (9,2) [earlydepthstencil] is dropped in WGSL
RWStructuredBuffer<uint> Count : register(u0);

[earlydepthstencil]
float4 main(float4 pos : SV_Position) : SV_Target {
    uint old;
    InterlockedAdd(Count[0], 1, old);
    return float4(pos.xy, 0, 1);
}
