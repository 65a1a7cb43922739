// ARGS: -T ps_6_0
// Sampling the other dims: Texture2DArray (the layer is the coordinate's last
// component), Texture3D, TextureCube, TextureCubeArray, Texture1D; offsets
// where the dim has them (not cubes).
Texture2DArray<float4> Layers : register(t0);
Texture3D<float4> Volume : register(t1);
TextureCube<float4> Sky : register(t2);
TextureCubeArray<float4> Probes : register(t3);
Texture1D<float4> Ramp : register(t4);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float3 uvw : TEXCOORD0, float3 dir : TEXCOORD1, float layer : TEXCOORD2) : SV_Target
{
    float4 c = Layers.Sample(Smp, float3(uvw.xy, layer));
    c += Layers.Sample(Smp, float3(uvw.xy, layer), int2(1, 1));
    c += Layers.SampleBias(Smp, float3(uvw.xy, 2), 0.5, int2(-1, 0));
    c += Layers.SampleLevel(Smp, float3(uvw.xy, 1), 2.0);
    c += Layers.SampleGrad(Smp, float3(uvw.xy, 0), ddx(uvw.xy), ddy(uvw.xy), int2(0, 1));
    c += Volume.Sample(Smp, uvw, int3(1, 0, -1));
    c += Volume.SampleBias(Smp, uvw, 1.0);
    c += Volume.SampleLevel(Smp, uvw, 1.5, int3(0, 0, 1));
    c += Volume.SampleGrad(Smp, uvw, ddx(uvw), ddy(uvw));
    c += Sky.Sample(Smp, dir);
    c += Sky.SampleBias(Smp, dir, 0.25);
    c += Sky.SampleLevel(Smp, dir, 4.0);
    c += Sky.SampleGrad(Smp, dir, ddx(dir), ddy(dir));
    c += Probes.Sample(Smp, float4(dir, layer));
    c += Probes.SampleLevel(Smp, float4(dir, 3), 1.0);
    c += Probes.SampleBias(Smp, float4(dir, 0), -1.0);
    c += Probes.SampleGrad(Smp, float4(dir, 1), ddx(dir), ddy(dir));
    c += Ramp.Sample(Smp, uvw.x);
    return c / 18.0;
}
