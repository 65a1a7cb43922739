// ARGS: -T cs_6_9 -E main
// Opacity micromaps (SM 6.9) pass sema with RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS,
// but RAY_FLAG_FORCE_OMM_2_STATE is not compiled to SPIR-V yet
// (SPV_EXT_opacity_micromap).
// EXPECT: PRISM5151 (12,5) not compiled to SPIR-V yet
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);
[numthreads(1,1,1)]
void main() {
  RayDesc ray = {float3(0, 0, 1), 0.0, float3(0, 0, -1), 100.0};
  RayQuery<RAY_FLAG_FORCE_OMM_2_STATE, RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS> q;
  q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
  Output[0] = q.Proceed() ? 1 : 0;
}
