// ARGS: -T ps_6_0 -E main
// Intrinsics DXC's SPIR-V backend refuses with "no equivalent for NAME
// intrinsic function in Vulkan", and WebGPU has none of: the same words,
// and what to write instead.
// EXPECT: PRISM3890 (11,14) no equivalent for GetRenderTargetSampleCount intrinsic function in Vulkan
// EXPECT: PRISM3890 (12,16) no equivalent for GetRenderTargetSamplePosition intrinsic function in Vulkan
// EXPECT: PRISM3890 (14,9) no equivalent for abort intrinsic function in Vulkan
// EXPECT: PRISM3890 (15,5) no equivalent for errorf intrinsic function in Vulkan
float4 main(float4 p : SV_Position) : SV_Target
{
    uint n = GetRenderTargetSampleCount();
    float2 q = GetRenderTargetSamplePosition(0);
    if (n == 0)
        abort();
    errorf("bad %d", n);
    return float4(q, n, 1);
}
