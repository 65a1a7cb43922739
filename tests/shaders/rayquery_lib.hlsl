// A library (lib_6_5) with a compute and a pixel entry that trace the same
// acceleration structure: one module, both entries' queries.
// ARGS: -T lib_6_5
// WGSL: PRISM5385 (12,7) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);

uint cast_ray(float3 origin)
{
    RayDesc ray = {origin, 0.0, float3(0, 0, -1), 100.0};
    RayQuery<RAY_FLAG_NONE> q;
    q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
    q.Proceed();
    return q.CommittedStatus();
}

[shader("compute")]
[numthreads(4, 1, 1)]
void cs_main(uint3 id : SV_DispatchThreadID) {
    Output[id.x] = cast_ray(float3(id.x, 0, 1));
}

[shader("pixel")]
float4 ps_main(float4 pos : SV_Position) : SV_Target {
    return float4(cast_ray(pos.xyz), 0, 0, 1);
}
