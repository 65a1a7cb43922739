// An array of acceleration structures (the offload suite's
// InlineRT/tlas-array): one binding of 2 descriptors, an element loaded
// where TraceRayInline uses it, chosen at run time with
// NonUniformResourceIndex. Metal binds such an array only through an
// argument buffer.
// ARGS: -T cs_6_5 -E main
// MSL: PRISM5567 (9,55) an array of acceleration structures
// WGSL: PRISM5385 (16,7) WebGPU has no ray queries
[[vk::binding(0, 0)]] RaytracingAccelerationStructure Scenes[2] : register(t0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> Output : register(u0);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RayDesc Ray = {float3(0, 0, 1), 0.0, float3(0, 0, -1), 100.0};
    RayQuery<RAY_FLAG_NONE> Q;
    Q.TraceRayInline(Scenes[NonUniformResourceIndex(id.x)], RAY_FLAG_NONE, 0xFF, Ray);
    Q.Proceed();
    Output[id.x] = Q.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? Q.CommittedInstanceID() : 0xFFFFFFFF;
}
