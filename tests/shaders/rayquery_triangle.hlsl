// Inline ray tracing (docs/rayquery.md), as the offload suite's
// InlineRT/triangle-setup writes it: a RaytracingAccelerationStructure
// (OpTypeAccelerationStructureKHR in UniformConstant, descriptor
// ACCELERATION_STRUCTURE), the built-in RayDesc, a RayQuery
// (OpTypeRayQueryKHR, a Function variable) initialized by TraceRayInline
// (OpRayQueryInitializeKHR with RAY_FLAG_NONE | 0: 0), Proceed and
// CommittedStatus (OpRayQueryGetIntersectionTypeKHR, committed: 1).
// Metal: an intersection_query<instancing, triangle_data>.
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (22,7) WebGPU has no ray queries
[[vk::binding(0, 0)]] RaytracingAccelerationStructure Scene : register(t0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Output : register(u0);

[numthreads(1, 1, 1)]
void main() {
    RayDesc Ray;
    Ray.Origin = float3(0, 0, 1);
    Ray.Direction = float3(0, 0, -1);
    Ray.TMin = 0.0;
    Ray.TMax = 100.0;
    RayQuery<RAY_FLAG_NONE> Q;
    Q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, Ray);
    Q.Proceed();
    Output[0] = Q.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? 1 : 0;
}
