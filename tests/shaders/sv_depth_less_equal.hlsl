// ARGS: -T ps_6_0 -E main
// SV_DepthLessEqual: SPIR-V FragDepth with DepthReplacing and DepthLess
// (DXC's execution modes), Metal [[depth(less)]], WGSL frag_depth (WGSL has
// no conservative depth: the value is the same, the hint is gone).
float4 main(float4 pos : SV_Position, out float depth : SV_DepthLessEqual) : SV_Target
{
    depth = pos.z * 0.5;
    return float4(pos.z, 0.0, 0.0, 1.0);
}
