// ARGS: -T vs_6_0 -E main
// A clip distance as a vector and one as a scalar, written through an out
// parameter: float3 at ClipDistance 0-2, float at 3.
float4 main(float4 p : POSITION, out float3 clip : SV_ClipDistance0, out float extra : SV_ClipDistance1) : SV_Position
{
    clip = p.xyz;
    extra = p.w - 0.5;
    return p;
}
