// ARGS: -T cs_6_5 -E main
// TARGET: msl
// MSL 2.4 takes no array of acceleration structures as a kernel argument
// (SPIR-V compiles this; WGSL has no ray queries).
// EXPECT: PRISM5567 (6,33) is an array of acceleration structures
RaytracingAccelerationStructure Scenes[2] : register(t0);
RWStructuredBuffer<uint> Output : register(u2);

[numthreads(1, 1, 1)] void main() {
    RayQuery<RAY_FLAG_NONE> q;
    RayDesc ray;
    ray.Origin = 0; ray.Direction = float3(0, 0, 1); ray.TMin = 0; ray.TMax = 10;
    q.TraceRayInline(Scenes[1], 0, 0xFF, ray);
    q.Proceed();
    Output[0] = q.CommittedStatus();
}
