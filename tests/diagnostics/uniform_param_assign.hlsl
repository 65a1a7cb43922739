// EXPECT: PRISM3508 (7,5) cannot assign to 'Gain': it is a uniform parameter (read-only, in $Globals); copy it to a local to modify it
// ARGS: -T ps_6_0 -E main
// A uniform entry parameter lives in $Globals, which the shader only reads.

float4 main(float4 color : COLOR0, uniform float Gain) : SV_Target
{
    Gain = Gain * 2.0;
    return color * Gain;
}
