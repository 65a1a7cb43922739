// ARGS: -HV 2021
// Billboard particles: the vertex shader expands each particle from a
// structured buffer into a camera-facing quad (SV_VertexID), the pixel
// shader samples its frame of a sprite atlas (a Texture2DArray), alpha
// tests with clip and fades with soft-particle depth.
struct Particle { float3 pos; float size; float4 color; uint frame; float3 pad; };
cbuffer View : register(b0, space2) { float4x4 ViewProj; float3 Right; float Near; float3 Up; float Far; };
StructuredBuffer<Particle> Particles : register(t0);
Texture2DArray<float4> Atlas : register(t1);
Texture2D<float> SceneDepth : register(t2);
SamplerState Linear : register(s0, space1);

struct PSIn { float4 pos : SV_Position; float4 color : COLOR; float3 uvf : TEXCOORD0; };

[shader("vertex")]
PSIn vs_main(uint vid : SV_VertexID)
{
    Particle p = Particles[vid / 6];
    uint corner = vid % 6;
    float2 c = float2(corner == 1 || corner >= 4 ? 1 : 0, corner == 2 || corner == 3 || corner == 5 ? 1 : 0);
    float3 world = p.pos + (Right * (c.x - 0.5) + Up * (c.y - 0.5)) * p.size;
    PSIn o;
    o.pos = mul(ViewProj, float4(world, 1));
    o.color = p.color;
    o.uvf = float3(c, p.frame);
    return o;
}

[shader("pixel")]
float4 ps_main(PSIn i) : SV_Target
{
    float4 c = Atlas.Sample(Linear, i.uvf) * i.color;
    clip(c.a - 0.02);
    float scene = SceneDepth.Load(int3(i.pos.xy, 0));
    float fade = saturate((scene - i.pos.z) * Far);
    return float4(c.rgb, c.a * fade);
}
