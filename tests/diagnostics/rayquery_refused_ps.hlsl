// ARGS: -T ps_6_5
// In a pixel shader: a user's own declarations of the names are kept (its
// RayDesc, a RAY_FLAG_* constant), BuiltInTriangleIntersectionAttributes
// is the built-in struct, and a RayDesc without the ray's fields cannot be
// TraceRayInline's ray.
// EXPECT: PRISM3924 (15,62) this RayDesc lacks those fields
struct RayDesc { float3 Origin; };
static const uint RAY_FLAG_CULL_OPAQUE = 0x40;
RaytracingAccelerationStructure Scene : register(t0);

float4 main(float4 pos : SV_Position) : SV_Target {
  RayDesc r; r.Origin = pos.xyz;
  BuiltInTriangleIntersectionAttributes attr;
  RayQuery<RAY_FLAG_CULL_OPAQUE> q;
  q.TraceRayInline(Scene, 0, CANDIDATE_PROCEDURAL_PRIMITIVE, r);
  attr.barycentrics = pos.xy;
  return float4(r.Origin, attr.barycentrics.x);
}
