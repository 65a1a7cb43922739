// ARGS: -T ps_6_0 -E main
// A pixel shader with only $Globals from its uniform parameters (no global
// variables): Tint and Gain, in parameter order.
float4 main(float4 color : COLOR0, uniform float4 Tint, uniform float Gain) : SV_Target
{
    return color * Tint * Gain;
}
