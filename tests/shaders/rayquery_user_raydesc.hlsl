// A shader's own RayDesc (declared before its use, its fields in another
// order) is kept and is TraceRayInline's ray, its fields read by name; a
// user's declaration of a RAY_FLAG_* name wins over the built-in one.
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (21,7) WebGPU has no ray queries
struct RayDesc {
    float TMin;
    float TMax;
    float3 Origin;
    float3 Direction;
};
static const uint RAY_FLAG_CULL_OPAQUE = 0x40;

RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float> Output : register(u1);

[numthreads(1, 1, 1)]
void main() {
    RayDesc r = {0.5, 50.0, float3(0, 0, 1), float3(0, 0, -1)};
    RayQuery<RAY_FLAG_CULL_OPAQUE> q;
    q.TraceRayInline(Scene, 0, 0xFF, r);
    q.Proceed();
    Output[0] = q.CommittedRayT() + q.RayTMin();
}
