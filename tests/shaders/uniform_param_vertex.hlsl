// ARGS: -T vs_6_0 -E main
// A vertex shader's uniform parameter (a matrix) is a member of $Globals,
// not a stage input; the other parameters keep their semantics.
float4 main(float3 pos : POSITION, uniform float4x4 WorldViewProj) : SV_Position
{
    return mul(float4(pos, 1.0), WorldViewProj);
}
