// ARGS: -T ps_6_1 -E main
// SV_Barycentrics (shader model 6.1), the pixel's weights of the
// triangle's three vertices: SPIR-V BaryCoordKHR
// (SPV_KHR_fragment_shader_barycentric, the fragmentShaderBarycentric
// feature), or BaryCoordNoPerspKHR when noperspective, as DXC maps them;
// Metal [[barycentric_coord]] (perspective-correct: a noperspective one is
// PRISM5412 there); WGSL has none (PRISM5320).
// WGSL: PRISM5320
float4 main(float4 pos : SV_Position, float3 bary : SV_Barycentrics, float2 uv : TEXCOORD0) : SV_Target
{
    return float4(bary * uv.x, pos.z);
}
