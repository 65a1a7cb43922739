// ARGS: -T vs_6_0 -E main
// EXPECT-WARNING: PRISM3354 (9,21) the semantic 'NORMAL' of 'normal' is overridden by its enclosing struct's, which gives it 'TEXCOORD1'
// A struct with a semantic gives it to its fields, the index counting up;
// a field's own semantic is overridden, with a warning (as DXC: "internal
// semantic overridden by enclosing semantic").
struct Attribs
{
    float2 uv;
    float3 normal : NORMAL;
};

float4 main(Attribs a : TEXCOORD0) : SV_Position
{
    return float4(a.uv, a.normal.xy);
}
