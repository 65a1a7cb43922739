// -fvk-use-dx-position-w (DXC: "Reciprocate SV_Position.w after reading
// from stage input in PS"): Vulkan's FragCoord.w is 1/w, D3D's is w.
// ARGS: -T ps_6_0 -fvk-use-dx-position-w
[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target0
{
    return float4(pos.xy, 0.0, pos.w);
}
