// Textures and samplers in local arrays, indexed at run time in a loop
// with a run-time bound: each SampleLevel is a switch over the (texture,
// sampler) pairs the two indices choose among, each case naming one
// texture and one sampler, the result through a variable.
Texture2D<float4> T0 : register(t0);
Texture2D<float4> T1 : register(t1);
Texture2D<float4> T2 : register(t2);
SamplerState Point : register(s3);
SamplerState Linear : register(s4);
RWStructuredBuffer<float4> Out : register(u5);
cbuffer Params : register(b6) { uint layers; };

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Texture2D<float4> texs[3] = { T0, T1, T2 };
    SamplerState smps[2] = { Point, Linear };
    float2 uv = float2(id.x / 8.0, 0.5);
    float4 acc = 0;
    for (uint i = 0; i < layers; i++)
        acc += texs[i % 3].SampleLevel(smps[i & 1], uv, 0);
    Out[id.x] = acc;
}
