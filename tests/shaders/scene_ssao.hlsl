// ARGS: -T ps_6_0
// Screen-space ambient occlusion: a kernel of hemisphere samples around the
// pixel's view-space position, a tiled 4x4 noise texture that rotates the
// kernel (wrap sampler), depth read back with SampleLevel at each sample.
cbuffer SSAO : register(b0, space2) { float4x4 Proj; float4x4 InvProj; float4 Kernel[16]; float2 NoiseScale; float Radius; float Bias; };
Texture2D<float> Depth : register(t0);
Texture2D<float4> Normals : register(t1);
Texture2D<float2> Noise : register(t2);
SamplerState PointClamp : register(s0, space1);
SamplerState PointWrap : register(s1, space1);

float3 view_pos(float2 uv)
{
    float d = Depth.SampleLevel(PointClamp, uv, 0);
    float4 p = mul(InvProj, float4(uv * float2(2, -2) + float2(-1, 1), d, 1));
    return p.xyz / p.w;
}

[shader("pixel")]
float main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float3 p = view_pos(uv);
    float3 n = normalize(Normals.Sample(PointClamp, uv).xyz * 2.0 - 1.0);
    float3 r = float3(Noise.Sample(PointWrap, uv * NoiseScale) * 2.0 - 1.0, 0);
    float3 t = normalize(r - n * dot(r, n));
    float3x3 tbn = float3x3(t, cross(n, t), n);
    float occlusion = 0;
    [unroll]
    for (int i = 0; i < 16; i++) {
        float3 s = p + mul(Kernel[i].xyz, tbn) * Radius;
        float4 o = mul(Proj, float4(s, 1));
        float2 suv = o.xy / o.w * float2(0.5, -0.5) + 0.5;
        float sd = view_pos(suv).z;
        float range = smoothstep(0.0, 1.0, Radius / abs(p.z - sd));
        occlusion += (sd >= s.z + Bias ? 1.0 : 0.0) * range;
    }
    return 1.0 - occlusion / 16.0;
}
