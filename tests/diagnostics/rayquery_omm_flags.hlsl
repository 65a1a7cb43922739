// ARGS: -T cs_6_9
// RAY_FLAG_FORCE_OMM_2_STATE needs RayQueryFlags with
// RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS, in the template or in
// TraceRayInline's constant flags (DXC's error).
// EXPECT: PRISM3920 (12,3) RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS set
// EXPECT: PRISM3920 (14,27) RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS set
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);
[numthreads(1,1,1)]
void main() {
  RayDesc ray = {float3(0, 0, 1), 0.0, float3(0, 0, -1), 100.0};
  RayQuery<RAY_FLAG_FORCE_OMM_2_STATE, 0> a;
  RayQuery<RAY_FLAG_NONE> b;
  b.TraceRayInline(Scene, RAY_FLAG_FORCE_OMM_2_STATE, 0xFF, ray);
}
