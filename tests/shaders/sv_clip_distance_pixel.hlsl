// ARGS: -T ps_6_0 -E main
// MSL: PRISM5510 (6,53) Metal's clip distances are vertex outputs only
// WGSL: PRISM5320 (6,53) WGSL's clip_distances are vertex outputs only
// A pixel shader reading the clip distances: SPIR-V's ClipDistance input
// (DXC reads them the same way, by offset); Metal and WGSL cannot.
float4 main(float4 pos : SV_Position, float2 clip : SV_ClipDistance0, float third : SV_ClipDistance1) : SV_Target
{
    return float4(clip, third, pos.z);
}
