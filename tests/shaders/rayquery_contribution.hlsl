// CandidateInstanceContributionToHitGroupIndex and its committed twin:
// OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR with
// Intersection 0 and 1 (the offload suite's InlineRT/instance-contribution).
// Metal's intersection queries have no shader binding table offsets.
// ARGS: -T cs_6_5 -E main
// MSL: PRISM5565 (19,16) no contribution to the hit group index in Metal
// MSL: PRISM5565 (21,29) no contribution to the hit group index in Metal
// WGSL: PRISM5385 (16,7) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);

[numthreads(2, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
    RayDesc Ray = {float3(float(tid.x) * 4.0, 0, 1), 0.0, float3(0, 0, -1), 100.0};
    RayQuery<RAY_FLAG_NONE> Q;
    Q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, Ray);
    uint c = 0;
    while (Q.Proceed())
        c += Q.CandidateInstanceContributionToHitGroupIndex();
    Output[tid.x] = Q.CommittedStatus() == COMMITTED_TRIANGLE_HIT
                        ? Q.CommittedInstanceContributionToHitGroupIndex() + c
                        : 0xFFFFFFFF;
}
