// Inline ray tracing in a vertex shader (DXC's rayquery_init_vs.hlsl): the
// ray is a stage input (a RayDesc struct at RAYDESC's locations).
// ARGS: -T vs_6_5 -E main
// WGSL: PRISM5385 (16,7) WebGPU has no ray queries
RaytracingAccelerationStructure Bvh : register(t0);

struct VsOut {
    float4 pos : SV_Position;
    float hit : HIT;
};

VsOut main(RayDesc rayDesc : RAYDESC, float4 pos : POSITION)
{
    RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES> q;
    VsOut o;
    q.TraceRayInline(Bvh, 0, 1, rayDesc);
    q.Proceed();
    o.pos = pos;
    o.hit = q.CommittedStatus() == COMMITTED_TRIANGLE_HIT ? q.CommittedRayT() : -1.0;
    return o;
}
