// ARGS: -T ps_6_1 -E main
// noperspective SV_Barycentrics: the screen-space weights, SPIR-V
// BaryCoordNoPerspKHR (as DXC maps it). Metal's [[barycentric_coord]] is
// perspective-correct only and WGSL has none: each says so.
// MSL: PRISM5412
// WGSL: PRISM5320
float4 main(noperspective float3 bary : SV_Barycentrics) : SV_Target
{
    return float4(bary, 1.0);
}
