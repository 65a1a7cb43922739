// ARGS: -T cs_6_2 -enable-16bit-types
// Typed buffers of true 16-bit elements: the image still holds 32-bit
// scalars (SPIR-V images sample 32-bit types), so reads convert down
// (OpFConvert / OpUConvert / OpSConvert) and writes convert up; the format is
// Unknown, as a 16-bit view is no R32 format.
Buffer<half4> In : register(t0);
Buffer<uint16_t2> Pairs : register(t1);
RWBuffer<half2> Out : register(u2);
RWBuffer<int16_t> Small : register(u3);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half4 v = In[id.x];
    uint16_t2 p = Pairs.Load(id.x);
    Out[id.x] = v.xy * (half)p.x;
    Small[id.x] += (int16_t)p.y;
}
// WGSL: PRISM5203 (15,17) WebGPU has no texel buffers: 'Buffer<half4>'
// WGSL: PRISM5203 (16,25) WebGPU has no texel buffers: 'Buffer<uint16_t2>'
// WGSL: PRISM5201 (16,25) WGSL has no 16-bit integers
// WGSL: PRISM5203 (17,15) WebGPU has no texel buffers: 'RWBuffer<half2>'
// WGSL: PRISM5203 (18,17) WebGPU has no texel buffers: 'RWBuffer<int16_t>'
