// ARGS: -T ps_6_6
// glslang: rejects (its HLSL front end has no 64-bit typed-buffer elements: "scalar or vector type expected")
// A pixel shader that reads a Buffer<uint64_t2> (a uniform texel buffer
// viewed as Rgba32ui) and accumulates into a RWBuffer<int64_t2> (Rgba32i):
// 64-bit pairs through 32-bit channels in the fragment stage.
// WGSL: PRISM5203 WebGPU has no texel buffers of 64-bit data
// WGSL: PRISM5200 nor 64-bit integers
Buffer<uint64_t2> Table : register(t0);
RWBuffer<int64_t2> Accum : register(u1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, nointerpolation uint id : ID) : SV_Target
{
    uint64_t2 t = Table[id];
    uint slot = (uint)pos.x & 15;
    Accum[slot] = Accum[slot] + int64_t2(t.x >> 32, -(int64_t)(t.y & 0xFFFF));
    return float4((float)(uint)t.x, (float)(uint)(t.y >> 48), 0, 1);
}
