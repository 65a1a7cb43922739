// ARGS: -T ps_6_0
// glslang: rejects (it has no status overloads)
// Tiled resources: the status argument of Sample*, Gather*, Load with
// CheckAccessFullyMapped (SPIR-V OpImageSparse*, SparseResidency; Metal's
// and WebGPU's textures here are never sparse, so each access is resident).
Texture2D<float4> Tiled : register(t0);
Texture2D<float> Shadow : register(t1);
RWTexture2D<float4> Target : register(u2);
SamplerState Smp : register(s0, space1);
SamplerComparisonState Cmp : register(s1, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    uint s0, s1, s2, s3, s4, s5, s6;
    float4 c = Tiled.Sample(Smp, uv, int2(0, 0), 0.0, s0);
    c += Tiled.SampleLevel(Smp, uv, 1.0, int2(1, 0), s1);
    c += Tiled.GatherRed(Smp, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1), s2);
    c += Tiled.Load(int3(pos.xy, 0), int2(0, 0), s3);
    c += Target.Load(uint2(pos.xy), s4);
    float d = Shadow.SampleCmp(Cmp, uv, 0.5, int2(0, 0), 0.0, s5) + Shadow.SampleCmpLevelZero(Cmp, uv, 0.5, int2(1, 1), s6);
    bool mapped = CheckAccessFullyMapped(s0) && CheckAccessFullyMapped(s1) && CheckAccessFullyMapped(s2) &&
                  CheckAccessFullyMapped(s3) && CheckAccessFullyMapped(s4) && CheckAccessFullyMapped(s5) &&
                  CheckAccessFullyMapped(s6);
    return mapped ? c + d : float4(1, 0, 1, 1);
}
