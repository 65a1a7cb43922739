// A RaytracingAccelerationStructure passed to a function, held in a local
// and chosen by a branch (resources as values: the handle resolves to its
// global before any backend runs).
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (15,7) WebGPU has no ray queries
RaytracingAccelerationStructure Near : register(t0);
RaytracingAccelerationStructure Far : register(t2);
RWStructuredBuffer<uint> Output : register(u1);

uint trace(RaytracingAccelerationStructure as, float3 origin)
{
    RayDesc ray = {origin, 0.0, float3(0, 0, -1), 100.0};
    RayQuery<RAY_FLAG_NONE> q;
    RaytracingAccelerationStructure use = as;
    q.TraceRayInline(use, RAY_FLAG_NONE, 0xFF, ray);
    q.Proceed();
    return q.CommittedStatus();
}

[numthreads(1, 1, 1)]
void main() {
    Output[0] = trace(Near, float3(0, 0, 1));
    Output[1] = trace(Far, float3(0, 0, 50));
}
