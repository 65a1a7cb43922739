// Typed buffer element types and the image formats they imply: RWBuffer of
// float/float2/float4 is R32f/Rg32f/Rgba32f (Rg32f needs
// StorageImageExtendedFormats), float3 has no format (Unknown: reads and
// writes need the ...WithoutFormat capabilities); int, uint4, min16float
// (32-bit, relaxed) and half (float without -enable-16bit-types) likewise.
// Buffer<T> (read-only, OpImageFetch) is always Unknown. Writes pad the
// element with zeros to four components.
RWBuffer<float> F1 : register(u0);
RWBuffer<float2> F2 : register(u1);
RWBuffer<float3> F3 : register(u2);
RWBuffer<float4> F4 : register(u3);
RWBuffer<int> I1 : register(u4);
RWBuffer<int2> I2 : register(u5);
RWBuffer<uint4> U4 : register(u6);
RWBuffer<min16float2> M2 : register(u7);
RWBuffer<half4> H4 : register(u8);
RWBuffer Default : register(u9);
Buffer<float3> In3 : register(t10);
Buffer<int4> InI : register(t11);
Buffer<min16uint> InM : register(t12);
Buffer<half2> InH : register(t13);

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    float3 v = In3[i];
    int4 k = InI.Load(i);
    F1[i] = v.x;
    F2[i] = v.xy;
    F3[i] = v;
    F4[i] = float4(v, 1.0);
    I1[i] = k.w;
    I2[i] = k.xy;
    U4[i] = uint4(k) + InM[i];
    M2[i] = (min16float2)InH[i];
    H4[i] = F4[i] + Default[i];
    Default[i] = (float4)U4[i];
}
// WGSL: PRISM5203 (28,19) WebGPU has no texel buffers: 'Buffer<float3>'
// WGSL: PRISM5203 (32,11) WebGPU has no texel buffers: 'RWBuffer<float3>'
// WGSL: PRISM5203 (36,27) WebGPU has no texel buffers: 'Buffer<min16uint>'
// WGSL: PRISM5203 (37,11) WebGPU has no texel buffers: 'RWBuffer<min16float2>'
