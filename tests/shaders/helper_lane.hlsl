// ARGS: -T ps_6_6
// WGSL: PRISM5238 (13,10) WGSL has no helper-invocation query
// glslang: rejects (it has no IsHelperLane)
// IsHelperLane (SM 6.6): true in the lanes that run only to feed their
// quad's derivatives (SPIR-V OpIsHelperInvocationEXT, MSL
// simd_is_helper_thread).
RWStructuredBuffer<uint> Count : register(u0);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float d = ddx(uv.x);
    if (!IsHelperLane())
        InterlockedAdd(Count[0], 1);
    return float4(d, 0, 0, 1);
}
