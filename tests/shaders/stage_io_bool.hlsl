// ARGS: -HV 2021
// bool stage inputs and outputs: Vulkan interfaces hold no bool, so a bool
// user semantic travels as a uint (nonzero is true), as DXC carries it,
// flat between the stages.
struct VSOut
{
    float4 pos : SV_Position;
    bool lit : FLAG0;
    bool2 mask : FLAG1;
};

[shader("vertex")]
VSOut vs_main(float4 p : POSITION, bool visible : VISIBLE)
{
    VSOut o;
    o.pos = p;
    o.lit = visible && p.x > 0.0;
    o.mask = bool2(visible, p.y < 0.0);
    return o;
}

[shader("pixel")]
float4 ps_main(VSOut i) : SV_Target
{
    return float4(i.lit ? 1.0 : 0.0, i.mask.x ? 1.0 : 0.0, i.mask.y ? 1.0 : 0.0, 1.0);
}
