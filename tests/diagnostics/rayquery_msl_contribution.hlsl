// ARGS: -T cs_6_5 -E main
// TARGET: msl
// Metal's intersection_query has no instance contribution to hit group index
// (SPIR-V compiles this; WGSL has no ray queries).
// EXPECT: PRISM5565 (14,19) cannot be expressed in Metal
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);

[numthreads(1, 1, 1)] void main() {
    RayQuery<RAY_FLAG_NONE> q;
    RayDesc ray;
    ray.Origin = 0; ray.Direction = float3(0, 0, 1); ray.TMin = 0; ray.TMax = 10;
    q.TraceRayInline(Scene, 0, 0xFF, ray);
    Output[0] = q.CommittedInstanceContributionToHitGroupIndex();
}
