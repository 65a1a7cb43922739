// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3059 (8,17) SV_ClipDistance must have type float, float2, float3, float4 or an array of them
// Clip distances are floats (DXC: "must be scalar, vector, or array with
// floats").
struct VSOut
{
    float4 pos : SV_Position;
    int2 clip : SV_ClipDistance;
};
VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.clip = int2(1, 2);
    return o;
}
