// ARGS: -T cs_6_5 -E main -fspv-target-env=vulkan1.1
// VK_KHR_ray_query requires VK_KHR_spirv_1_4: SPIR-V 1.3 (Vulkan 1.1)
// has no ray queries.
// EXPECT: PRISM5150 needs SPIR-V 1.4
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);
[numthreads(1,1,1)]
void main() {
  RayDesc ray = {float3(0, 0, 1), 0.0, float3(0, 0, -1), 100.0};
  RayQuery<RAY_FLAG_NONE> q;
  q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
  Output[0] = q.Proceed() ? 1 : 0;
}
