// ARGS: -T cs_6_6 -E main
// TARGET: spirv msl wgsl
// Three targets in one run: the warning is MSL's alone (Metal has no
// SIMD-group size control), the shader compiles (exit 0), and each output
// must pass its validator (spirv-val, the MSL checker, Tint).
// EXPECT-WARNING: PRISM5413 [WaveSize] cannot be honoured on Metal
RWStructuredBuffer<uint> Out : register(u0);

[WaveSize(16)]
[numthreads(64, 1, 1)] void main(uint i : SV_DispatchThreadID, uint g : SV_GroupIndex) {
    Out[i] = WavePrefixSum(g) + WaveGetLaneIndex();
}
