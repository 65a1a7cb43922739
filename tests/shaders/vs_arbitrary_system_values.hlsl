// ARGS: -HV 2021
// Where DXIL treats a system value as an ordinary varying (DxilSigPoint's
// "arbitrary"): SV_Position, SV_ClipDistance and SV_RenderTargetArrayIndex
// as vertex inputs are attributes at Locations; SV_InstanceID as a vertex
// output and pixel input is a flat varying at a Location. DXC maps them
// the same way.
struct VSIn
{
    float4 pos : SV_Position;
    float clip : SV_ClipDistance;
    uint slice : SV_RenderTargetArrayIndex;
};

struct VSOut
{
    float4 pos : SV_Position;
    uint instance : SV_InstanceID;
    float clip : COLOR1;
};

[shader("vertex")]
VSOut vs_main(VSIn i, uint instance : SV_InstanceID)
{
    VSOut o;
    o.pos = i.pos;
    o.instance = instance + i.slice;
    o.clip = i.clip;
    return o;
}

[shader("pixel")]
float4 ps_main(VSOut i) : SV_Target
{
    return float4((float)i.instance, i.clip, i.pos.xy);
}
