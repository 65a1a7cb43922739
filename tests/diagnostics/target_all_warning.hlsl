// ARGS: -T ps_6_0 -E main
// TARGET: spirv msl wgsl
// Three targets in one run: the warning is WGSL's alone, the shader
// compiles (exit 0), and each output must pass its validator (spirv-val,
// the MSL checker, Tint).
// EXPECT-WARNING: PRISM5321 (9,2) [earlydepthstencil] is dropped in WGSL
RWStructuredBuffer<uint> Count : register(u0);

[earlydepthstencil]
float4 main(float4 pos : SV_Position) : SV_Target {
    uint old;
    InterlockedAdd(Count[0], 1, old);
    return float4(pos.xy, 0, 1);
}
