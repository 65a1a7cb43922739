// vk::ReadClock at the two scopes VK_KHR_shader_clock has: OpReadClockKHR
// (ShaderClockKHR, SPV_KHR_shader_clock); reflection lists the features
// shaderSubgroupClock and shaderDeviceClock. The vk:: scope constants are
// DXC's (SPIR-V's Scope values). Metal and WebGPU shaders have no clock.
// WGSL: PRISM5200 'u64' is a 64-bit type
// WGSL: PRISM5205 the intrinsic 'vk::ReadClock' is not supported in WGSL output
// MSL: PRISM5402 the intrinsic 'vk::ReadClock' is not supported in MSL output
RWStructuredBuffer<uint2> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    uint64_t start = vk::ReadClock(vk::SubgroupScope);
    uint64_t now = vk::ReadClock(vk::DeviceScope);
    uint64_t d = now - start;
    Out[0] = uint2((uint)d, (uint)(d >> 32));
    Out[1] = uint2(vk::CrossDeviceScope + vk::DeviceScope + vk::WorkgroupScope,
                   vk::SubgroupScope + vk::InvocationScope + vk::QueueFamilyScope);
}
