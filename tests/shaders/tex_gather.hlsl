// ARGS: -T ps_6_0
// Gathers: Gather and GatherRed/Green/Blue/Alpha with no offset, one offset
// and four offsets (each offset's texel i0j0: four gathers), on Texture2D,
// Texture2DArray, TextureCube, TextureCubeArray; an integer texture too.
Texture2D<float4> Tex : register(t0);
Texture2DArray<float4> Arr : register(t1);
TextureCube<float4> Sky : register(t2);
TextureCubeArray<float4> Probes : register(t3);
Texture2D<uint2> Ids : register(t4);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target
{
    float4 g = Tex.Gather(Smp, uv);
    g += Tex.Gather(Smp, uv, int2(1, 1));
    g += Tex.GatherRed(Smp, uv, int2(-2, 0));
    g += Tex.GatherGreen(Smp, uv);
    g += Tex.GatherBlue(Smp, uv, int2(0, 1));
    g += Tex.GatherAlpha(Smp, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1));
    g += Tex.GatherRed(Smp, uv, int2(-1, -1), int2(2, -1), int2(-1, 2), int2(2, 2));
    g += Arr.Gather(Smp, float3(uv, 1));
    g += Arr.GatherGreen(Smp, float3(uv, 2), int2(1, 0));
    g += Sky.Gather(Smp, dir);
    g += Sky.GatherBlue(Smp, dir);
    g += Probes.GatherAlpha(Smp, float4(dir, 1));
    uint4 ids = Ids.GatherGreen(Smp, uv);
    return g / 12.0 + float4(ids & 1);
}
