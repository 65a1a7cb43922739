// VK_KHR_ray_query needs SPIR-V 1.4: with Vulkan 1.1 that is
// -fspv-target-env=vulkan1.1spirv1.4 (DXC's lowest target for it).
// ARGS: -T cs_6_5 -E main -fspv-target-env=vulkan1.1spirv1.4
// WGSL: PRISM5385 (12,7) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float3> Output : register(u1);

[numthreads(1, 1, 1)]
void main() {
    RayDesc ray = {float3(0, 0, 1), 0.0, float3(0, 0, -1), 100.0};
    RayQuery<RAY_FLAG_NONE> q;
    q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
    q.Proceed();
    Output[0] = q.WorldRayOrigin() + q.WorldRayDirection();
}
