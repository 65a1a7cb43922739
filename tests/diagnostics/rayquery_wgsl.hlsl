// ARGS: -T cs_6_5 -E main
// TARGET: wgsl
// WebGPU has no ray queries: PRISM5385 at the TraceRayInline (SPIR-V and MSL
// compile this).
// EXPECT: PRISM5385 (13,7) which WebGPU does not have (no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);

[numthreads(1, 1, 1)] void main() {
    RayQuery<RAY_FLAG_NONE> q;
    RayDesc ray;
    ray.Origin = 0; ray.Direction = float3(0, 0, 1); ray.TMin = 0; ray.TMax = 10;
    q.TraceRayInline(Scene, 0, 0xFF, ray);
    q.Proceed();
    Output[0] = q.CommittedStatus();
}
