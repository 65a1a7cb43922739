// ARGS: -T lib_6_3
// A struct-typed parameter or return value with a semantic of its own
// gives it to every field, the index counting up one per slot (DXC's
// DeclResultIdMapper::createStageVars: "all its members inherit this
// decl's semantic, with the index sequentially increasing"): `Attribs a :
// TEXCOORD3` is TEXCOORD3 (uv), TEXCOORD4 and TEXCOORD5 (weights[2]),
// TEXCOORD6 (nested.tint). On the pixel side `PSOut o : SV_Target1` writes
// SV_Target1 and SV_Target2 (Locations 1 and 2).
struct Nested
{
    float4 tint;
};

struct Attribs
{
    float2 uv;
    float weights[2];
    Nested nested;
};

struct VSOut
{
    float4 pos : SV_Position;
    Attribs a : TEXCOORD3;
};

[shader("vertex")]
VSOut vs_main(Attribs input : ATTR0, uint id : SV_VertexID)
{
    VSOut o;
    o.pos = float4(input.uv, float(id), 1.0);
    o.a = input;
    return o;
}

struct PSOut
{
    float4 color;
    float4 glow;
};

[shader("pixel")]
void ps_main(float4 pos : SV_Position, Attribs a : TEXCOORD3, out PSOut o : SV_Target1)
{
    o.color = a.nested.tint * (a.weights[0] + a.weights[1]);
    o.glow = float4(a.uv, pos.xy);
}
