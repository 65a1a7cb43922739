// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// Typed buffers: Buffer<float4> read through operator[] and Load, RWBuffer<uint>
// read-modify-write, RWBuffer<float> writes (texel buffers in SPIR-V).
Buffer<float4> Colors : register(t0);
Buffer<int> Ints : register(t1);
RWBuffer<uint> Counts : register(u0);
RWBuffer<float> Results : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 c = Colors[id.x];
    float4 d = Colors.Load(id.x + 1);
    int i = Ints[id.x];
    Counts[id.x] = Counts[id.x] + (uint)i;
    Results[id.x] = dot(c, d);
}
// WGSL: PRISM5203 (13,22) WebGPU has no texel buffers: 'Buffer<float4>'
// WGSL: PRISM5203 (15,17) WebGPU has no texel buffers: 'Buffer<int>'
// WGSL: PRISM5203 (16,26) WebGPU has no texel buffers: 'RWBuffer<uint>'
// WGSL: PRISM5203 (17,19) WebGPU has no texel buffers: 'RWBuffer<float>'
