// The template's ray flags are ORed into TraceRayInline's, as DXC does
// (rayquery_init_vs.hlsl: FORCE_OPAQUE | ACCEPT_FIRST_HIT with
// SKIP_PROCEDURAL_PRIMITIVES is %uint_517), folded when both are constants
// and an OpBitwiseOr when the run-time ones are not;
// RayTraversalPrimitiveCullingKHR is declared for SKIP_TRIANGLES or
// SKIP_PROCEDURAL_PRIMITIVES in the template or in constant run-time
// flags. Every flag reaches Metal's intersection_params (prism_rq_params).
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (24,7) WebGPU has no ray queries
// WGSL: PRISM5385 (27,7) WebGPU has no ray queries
// WGSL: PRISM5385 (30,7) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);
cbuffer Params : register(b2) { uint RuntimeFlags; uint Mask; };

[numthreads(1, 1, 1)]
void main() {
    RayDesc ray;
    ray.Origin = float3(0, 0, 1);
    ray.Direction = float3(0, 0, -1);
    ray.TMin = 0.0;
    ray.TMax = 100.0;
    RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH> a;
    a.TraceRayInline(Scene, RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES, 0xFF, ray);
    a.Proceed();
    RayQuery<RAY_FLAG_SKIP_TRIANGLES | RAY_FLAG_CULL_NON_OPAQUE> b;
    b.TraceRayInline(Scene, RuntimeFlags, Mask, ray);
    b.Proceed();
    RayQuery<RAY_FLAG_CULL_BACK_FACING_TRIANGLES | RAY_FLAG_CULL_OPAQUE | RAY_FLAG_FORCE_NON_OPAQUE> c;
    c.TraceRayInline(Scene, RAY_FLAG_CULL_FRONT_FACING_TRIANGLES | RAY_FLAG_SKIP_CLOSEST_HIT_SHADER, 1, ray);
    c.Proceed();
    Output[0] = a.RayFlags() + b.RayFlags() + c.RayFlags();
}
