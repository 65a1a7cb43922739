// Procedural primitives (the offload suite's InlineRT/aabb-procedural): a
// candidate of CANDIDATE_PROCEDURAL_PRIMITIVE is committed by
// CommitProceduralPrimitiveHit(t) after the shader's own slab test; the
// query lives in a loop's body (one variable, initialized each iteration).
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (31,11) WebGPU has no ray queries
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Output : register(u1);

bool hitAABB(float3 Origin, float3 Direction, float TMin, float TMax, out float THit) {
    const float3 InvD = 1.0 / Direction;
    const float3 T0 = (float3(-1, -1, -1) - Origin) * InvD;
    const float3 T1 = (float3(1, 1, 1) - Origin) * InvD;
    const float TEnter = max(max(min(T0.x, T1.x), min(T0.y, T1.y)), max(min(T0.z, T1.z), TMin));
    const float TExit = min(min(max(T0.x, T1.x), max(T0.y, T1.y)), min(max(T0.z, T1.z), TMax));
    THit = TEnter;
    return TEnter <= TExit;
}

[numthreads(1, 1, 1)]
void main() {
    const float3 Origins[2] = {float3(0, 0, 2), float3(5, 0, 2)};
    [loop]
    for (uint I = 0; I < 2; ++I) {
        RayDesc Ray;
        Ray.Origin = Origins[I];
        Ray.Direction = float3(0, 0, -1);
        Ray.TMin = 0.0;
        Ray.TMax = 100.0;
        RayQuery<RAY_FLAG_SKIP_TRIANGLES> Q;
        Q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, Ray);
        while (Q.Proceed()) {
            if (Q.CandidateType() == CANDIDATE_PROCEDURAL_PRIMITIVE) {
                float THit;
                if (hitAABB(Ray.Origin, Ray.Direction, Ray.TMin, Ray.TMax, THit))
                    Q.CommitProceduralPrimitiveHit(THit);
            }
        }
        Output[I] = (uint)Q.CommittedStatus();
    }
}
