// ARGS: -T cs_6_6 -E main
// TARGET: msl
// An MSL-only warning: the shader compiles (exit 0), and its MSL must pass
// the MSL checker (clang-19). SPIR-V and WGSL honour [WaveSize] (WGSL
// through subgroup-size-control).
// EXPECT-WARNING: PRISM5413 [WaveSize] cannot be honoured on Metal
RWStructuredBuffer<uint> Out : register(u0);

[WaveSize(32)]
[numthreads(32, 1, 1)] void main(uint i : SV_DispatchThreadID) {
    Out[i] = WaveActiveSum(i);
}
