// ARGS: -T vs_6_0
// WGSL: PRISM5202 (13,15) WebGPU has subgroup operations in compute and fragment shaders only
// WGSL: PRISM5202 (14,14) WaveGetLaneIndex too
// MSL: PRISM5414 (13,15) Metal's SIMD-group functions are for kernel and fragment functions
// MSL: PRISM5414 (14,14) Metal has no [[thread_index_in_simdgroup]] in vertex functions
// Wave operations in a vertex shader: SPIR-V has them in every stage (the
// device reports which in subgroupSupportedStages); WebGPU and Metal have
// them in compute and fragment shaders only, so those targets report it at
// the call.
[shader("vertex")]
float4 main(float3 position : POSITION, uint vid : SV_VertexID) : SV_Position
{
    float s = WaveActiveSum(position.x);
    uint l = WaveGetLaneIndex();
    return float4(position.xy, s, (float)(l + vid));
}
