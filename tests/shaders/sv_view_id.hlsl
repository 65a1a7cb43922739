// ARGS: -HV 2021
// WGSL: PRISM5320 (13,48) WebGPU has no multiview
// WGSL: PRISM5320 (21,37) WebGPU has no multiview
// SV_ViewID in a vertex and a pixel shader: SPIR-V ViewIndex (MultiView,
// core since SPIR-V 1.3), Flat in the pixel shader; Metal's vertex
// amplification index [[amplification_id]]; WGSL has no multiview.
struct VSOut
{
    float4 pos : SV_Position;
};

[shader("vertex")]
VSOut vs_main(float4 p : POSITION, uint view : SV_ViewID)
{
    VSOut o;
    o.pos = p + float4((float)view, 0.0, 0.0, 0.0);
    return o;
}

[shader("pixel")]
float4 ps_main(VSOut i, uint view : SV_ViewID) : SV_Target
{
    return float4(i.pos.xy, (float)view, 1.0);
}
