// A RayQuery passed to a function is the caller's query (DXC's
// rayquery_init_vs.hlsl: doInitialize(q, ray) initializes q): the
// parameter is the caller's variable, whatever its in/out/inout (the
// function is inlined, as resource parameters are), through two levels of
// calls; the callee's own FLAGS are its parameter type's.
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (13,11) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);

void doInitialize(RayQuery<RAY_FLAG_FORCE_OPAQUE> query, RayDesc ray)
{
    query.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
}

bool step(inout RayQuery<RAY_FLAG_FORCE_OPAQUE> query)
{
    return query.Proceed();
}

uint finish(RayQuery<RAY_FLAG_FORCE_OPAQUE> query, out uint prim)
{
    while (step(query))
        query.CommitNonOpaqueTriangleHit();
    prim = query.CommittedPrimitiveIndex();
    return query.CommittedStatus();
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RayDesc ray;
    ray.Origin = float3(id.x, 0, 1);
    ray.Direction = float3(0, 0, -1);
    ray.TMin = 0.0;
    ray.TMax = 100.0;
    RayQuery<RAY_FLAG_FORCE_OPAQUE> q;
    doInitialize(q, ray);
    uint prim;
    uint status = finish(q, prim);
    Output[id.x] = status * 16 + prim;
}
