// ARGS: -T cs_6_5
// Inline ray tracing (SM 6.5) is refused on every target with one error
// per use (docs/rayquery.md); the binding of the refused global is no
// second error. The shader is offload-test-suite's InlineRT/triangle-setup.
// EXPECT: PRISM3915 (11,23) the acceleration structure
// EXPECT: PRISM3915 (16,3) RayDesc
// EXPECT: PRISM3915 (21,3) RayQuery
// EXPECT: PRISM3916 (22,27) RAY_FLAG_NONE
// EXPECT: PRISM3916 (24,38) COMMITTED_TRIANGLE_HIT

[[vk::binding(0, 0)]] RaytracingAccelerationStructure Scene : register(t0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Output : register(u0);

[numthreads(1,1,1)]
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
