// A static RayQuery (a global, and a function's static local) is each
// invocation's own traversal: ir_lower_resource_handles makes it a variable
// of the entry point, the functions that use it inlined there (DXC accepts
// static queries; its SPIR-V has Private ones).
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (15,13) WebGPU has no ray queries
// WGSL: PRISM5385 (21,17) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);

static RayQuery<RAY_FLAG_NONE> g_query;

void start(RayDesc ray)
{
    g_query.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
}

uint probe(RayDesc ray)
{
    static RayQuery<RAY_FLAG_CULL_BACK_FACING_TRIANGLES> local_query;
    local_query.TraceRayInline(Scene, RAY_FLAG_NONE, 0x0F, ray);
    local_query.Proceed();
    return local_query.CommittedStatus();
}

[numthreads(1, 1, 1)]
void main() {
    RayDesc ray = {float3(0, 0, 1), 0.0, float3(0, 0, -1), 100.0};
    start(ray);
    g_query.Proceed();
    Output[0] = g_query.CommittedStatus() + probe(ray) * 4;
}
