// ARGS: -T ps_6_0 -E main
// Intrinsics DXC's SPIR-V backend refuses with "no equivalent for NAME
// intrinsic function in Vulkan", and neither Metal nor WebGPU has: the same
// words, and what to write instead.
// EXPECT: PRISM3890 (10,9) no equivalent for abort intrinsic function in Vulkan
// EXPECT: PRISM3890 (11,5) no equivalent for errorf intrinsic function in Vulkan
float4 main(float4 p : SV_Position, uint n : N) : SV_Target
{
    if (n == 0)
        abort();
    errorf("bad %d", n);
    return p;
}
