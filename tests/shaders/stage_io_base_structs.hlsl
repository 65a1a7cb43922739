// ARGS: -HV 2021
// Entry inputs and outputs in structs with base structs (the base's
// members first, reached through member 0 of the IR struct, as layout.c
// lays a derived struct out), nested structs, system values in any order
// and user semantics with any index; the same struct is the vertex output
// and the pixel input.
struct Common
{
    float4 pos : SV_Position;
};

struct Lit : Common
{
    float3 normal : NORMAL7;
};

struct Varyings : Lit
{
    struct
    {
        float2 uv : TEXCOORD12;
        nointerpolation uint material : TEXCOORD3;
    } surface;
};

struct VSIn
{
    uint vid : SV_VertexID;
    float3 normal : NORMAL;
    uint iid : SV_InstanceID;
    float3 position : POSITION2;
};

[shader("vertex")]
Varyings vs_main(VSIn i)
{
    Varyings o;
    o.pos = float4(i.position, 1.0);
    o.normal = i.normal;
    o.surface.uv = float2((float)i.vid, (float)i.iid);
    o.surface.material = i.iid;
    return o;
}

struct Targets
{
    float depth : SV_Depth;
    float4 color : SV_Target1;
};

[shader("pixel")]
Targets ps_main(Varyings v)
{
    Targets t;
    t.color = float4(v.normal * v.surface.uv.x, (float)v.surface.material);
    t.depth = v.pos.z;
    return t;
}
