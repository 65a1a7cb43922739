// ARGS: -T ps_6_7
// glslang: rejects (it has no GatherRaw, SM 6.7)
// GatherRaw (SM 6.7): the raw bits of the red channel of R16 / R32 uint
// textures (packed data), with and without an offset.
Texture2D<uint> Packed : register(t0);
Texture2DArray<uint> Layers : register(t1);
SamplerState Point : register(s0, space1);

[shader("pixel")]
uint4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    return Packed.GatherRaw(Point, uv) ^ Packed.GatherRaw(Point, uv, int2(1, 0)) ^ Layers.GatherRaw(Point, float3(uv, 2));
}
