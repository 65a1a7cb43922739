// ARGS: -T ps_6_0 -E main
// GetRenderTargetSampleCount and GetRenderTargetSamplePosition: Metal has
// them (get_num_samples, get_sample_position); SPIR-V gets DXC's error (and
// WGSL PRISM5205: it has no equivalent either).
// EXPECT: PRISM5145 (11,14) no equivalent for GetRenderTargetSampleCount intrinsic function in Vulkan
// EXPECT: PRISM5145 (12,16) no equivalent for GetRenderTargetSamplePosition intrinsic function in Vulkan
//
//
float4 main(float4 p : SV_Position) : SV_Target
{
    uint n = GetRenderTargetSampleCount();
    float2 q = GetRenderTargetSamplePosition(n - 1);
    return float4(q, n, 1);
}
