// ARGS: -T cs_6_6
// EXPECT: PRISM3729 (9,22) SamplerDescriptorHeap (SM 6.6 dynamic resources) is not compiled by prism yet; declare the resources it indexes as an unbounded array (SamplerState Samplers[] : register(s0, space1)) and index it with Samplers[NonUniformResourceIndex(i)]
RWBuffer<float4> Out : register(u1);
Texture2D<float4> Tex : register(t2);
cbuffer Indices : register(b0) { uint Index; }
[numthreads(1, 1, 1)]
void main()
{
    SamplerState s = SamplerDescriptorHeap[Index];
    Out[0] = Tex.SampleLevel(s, float2(0.5, 0.5), 0);
}
