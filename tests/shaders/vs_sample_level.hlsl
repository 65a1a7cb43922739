// ARGS: -T vs_6_0
// A vertex shader reading textures: displacement from a height map
// (SampleLevel: no derivatives outside pixel shaders), a skinning matrix
// palette from Load, and GetDimensions.
Texture2D<float> HeightMap : register(t0);
Texture2D<float4> Palette : register(t1);
SamplerState Smp : register(s0, space1);
cbuffer Camera : register(b0, space2) { float4x4 ViewProj; float Scale; };

struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

[shader("vertex")]
VSOut main(float3 p : POSITION, float2 uv : TEXCOORD0, uint bone : BLENDINDICES)
{
    float h = HeightMap.SampleLevel(Smp, uv, 0) * Scale;
    uint w, hh;
    Palette.GetDimensions(w, hh);
    float4 offset = Palette.Load(int3(bone % w, bone / w, 0));
    VSOut o;
    o.pos = mul(ViewProj, float4(p + float3(0, h, 0) + offset.xyz, 1));
    o.uv = uv;
    return o;
}
