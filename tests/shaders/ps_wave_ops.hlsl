// ARGS: -T ps_6_0
// glslang: rejects (its SubgroupLocalInvocationId input of a fragment shader lacks Flat, VUID-StandaloneSpirv-Flat-04744)
// Wave and quad operations in a pixel shader: fine on SPIR-V, Metal
// (SIMD-group and quad-group functions in fragment functions) and WebGPU
// (subgroups in fragment shaders).
[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float total = WaveActiveSum(uv.x);
    uint lane = WaveGetLaneIndex();
    uint count = WaveGetLaneCount();
    float right = QuadReadAcrossX(uv.x);
    float below = QuadReadAcrossY(uv.y);
    float first = WaveReadLaneFirst(pos.x);
    return float4(total, right - uv.x, below - uv.y, first + (float)(lane + count));
}
