// ARGS: -T lib_6_3
// inout entry parameters, as DXC takes them (canActAsInParmVar and
// canActAsOutParmVar): a stage input and a stage output of one semantic.
// The vertex shader's `inout float4 p : SV_Position` is the vertex
// attribute SV_Position (Location 0: SV_Position is arbitrary as a vertex
// input) and the position it writes; `in out` is the same as `inout`. The
// pixel shader takes SV_Coverage in and gives it back through one
// parameter.
[shader("vertex")]
void vs_main(inout float4 p : SV_Position, in out float2 uv : TEXCOORD0)
{
    p.w = 1.0;
    uv = uv * 2.0 - 1.0;
}

[shader("pixel")]
float4 ps_main(float4 pos : SV_Position, float2 uv : TEXCOORD0, inout uint mask : SV_Coverage) : SV_Target
{
    mask &= 0x5;
    return float4(uv, pos.xy);
}
