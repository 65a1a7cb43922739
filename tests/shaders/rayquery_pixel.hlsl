// A shadow ray in a pixel shader: the first hit ends the search
// (ACCEPT_FIRST_HIT_AND_END_SEARCH, SKIP_CLOSEST_HIT_SHADER), the
// barycentrics of the hit shade it; BuiltInTriangleIntersectionAttributes
// is a built-in struct (float2 barycentrics).
// ARGS: -T ps_6_5 -E main
// WGSL: PRISM5385 (19,7) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);

float4 main(float4 pos : SV_Position, float3 world : WORLD) : SV_Target
{
    RayDesc ray;
    ray.Origin = world;
    ray.Direction = normalize(float3(1, 1, 1));
    ray.TMin = 0.001;
    ray.TMax = 1000.0;
    RayQuery<RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER |
             RAY_FLAG_FORCE_OPAQUE> q;
    BuiltInTriangleIntersectionAttributes attr;
    q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
    q.Proceed();
    attr.barycentrics = q.CommittedTriangleBarycentrics();
    float lit = q.CommittedStatus() == COMMITTED_NOTHING ? 1.0 : 0.25;
    return float4(attr.barycentrics, lit, 1.0);
}
