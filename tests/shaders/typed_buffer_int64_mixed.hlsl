// ARGS: -T cs_6_6
// glslang: rejects (its HLSL front end has no 64-bit texels: "basic type in texture: Unimplemented")
// RWBuffer<uint64_t> (an R64ui texel, the target of 64-bit atomics) next to
// RWBuffer<uint64_t2> (Rgba32ui, four 32-bit channels, no atomics): both
// forms of a 64-bit typed buffer in one module, and InterlockedAdd's
// original value stored as half of a pair.
// MSL: PRISM5551 MSL 2.4 has no 64-bit texels (the R64 one)
// WGSL: PRISM5203 WebGPU has no texel buffers of 64-bit data
// WGSL: PRISM5200 nor 64-bit integers
RWBuffer<uint64_t> Counters : register(u0);
RWBuffer<uint64_t2> Pairs : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    uint64_t before;
    InterlockedAdd(Counters[i & 7], 0x100000001ull, before);
    Pairs[i].x = before;
    Pairs[i + 64] = uint64_t2(Counters[i & 7], Pairs[i].x);
}
