// A [[vk::ext_instruction]] function may have a body, as DXC allows (and
// ignores): Unity's DXC headers write the portable version there for
// other compilers. Every call is still the instruction on SPIR-V. The text
// targets lift it when they can (OpBitReverse: reverseBits, whatever the
// body says) and otherwise call the body: OpReadClockKHR has no Metal or
// WebGPU equivalent, so there readClock is the body's 0, and GLSL.std.450
// UnpackHalf2x16 is the body's f16tof32 pair.
[[vk::ext_instruction(/* OpBitReverse */ 204)]]
uint reverse(uint v) { return v; }

[[vk::ext_capability(/* ShaderClockKHR */ 5055)]]
[[vk::ext_extension("SPV_KHR_shader_clock")]]
[[vk::ext_instruction(/* OpReadClockKHR */ 5056)]]
uint2 readClock(uint scope) { return uint2(0, 0); }

[[vk::ext_instruction(/* UnpackHalf2x16 */ 62, "GLSL.std.450")]]
float2 unpackHalf2x16(uint packed)
{
    return float2(f16tof32(packed), f16tof32(packed >> 16));
}

RWStructuredBuffer<uint> U;
RWStructuredBuffer<float2> F;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint2 t = readClock(/* Subgroup */ 3);
    F[gi] = unpackHalf2x16(U[gi]);
    U[gi] = reverse(gi) + (t.x & 0);
}
