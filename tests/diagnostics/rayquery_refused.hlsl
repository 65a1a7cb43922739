// ARGS: -T cs_6_4
// Inline ray tracing is compiled from shader model 6.5 (docs/rayquery.md):
// below it the RayQuery is the usual "needs SM" error, once; the
// acceleration structure, the built-in RayDesc and the constants are no
// error (DXC declares them for DXR 1.0 too). The shader is the offload
// suite's InlineRT/triangle-setup.
// EXPECT: PRISM3015 (16,3) RayQuery needs SM 6.5

[[vk::binding(0, 0)]] RaytracingAccelerationStructure Scene : register(t0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Output : register(u0);

[numthreads(1,1,1)]
void main() {
  RayDesc Ray;
  Ray.Origin = float3(0, 0, 1);
  RayQuery<RAY_FLAG_NONE> Q;
  Q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, Ray);
  Output[0] = Q.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? 1 : 0;
}
