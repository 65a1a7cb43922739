// ARGS: -T ps_6_0 -E main
// The pixel shader's outputs: two render targets, a conservative depth
// (SV_DepthGreaterEqual: SPIR-V FragDepth with DepthReplacing and
// DepthGreater, Metal [[depth(greater)]], WGSL frag_depth) and the coverage
// mask (SPIR-V SampleMask[0], Metal [[sample_mask]], WGSL sample_mask).
struct PSOut
{
    float4 color : SV_Target0;
    uint mask : SV_Coverage;
    float depth : SV_DepthGreaterEqual;
    uint4 ids : SV_Target3;
};

PSOut main(float4 pos : SV_Position, uint coverage : SV_Coverage)
{
    PSOut o;
    o.color = float4(pos.xy * 0.125, 0.0, 1.0);
    o.mask = coverage & 0x5u;
    o.depth = saturate(pos.z + 0.25);
    o.ids = uint4(pos.xy, coverage, 7);
    return o;
}
