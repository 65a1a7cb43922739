// Every RayQuery method Metal has too (DXC's rayquery_tryAllOps.cs.hlsl):
// the candidate queries (Intersection 0) inside the Proceed loop, the
// committed ones (1) after it, Abort (OpRayQueryTerminateKHR),
// CommitNonOpaqueTriangleHit (OpRayQueryConfirmIntersectionKHR),
// CommitProceduralPrimitiveHit (OpRayQueryGenerateIntersectionKHR),
// CandidateProceduralPrimitiveNonOpaque (the OpLogicalNot of
// OpRayQueryGetIntersectionCandidateAABBOpaqueKHR), the 3x4 matrices as
// the OpTranspose of the 4x3 ones, RayFlags (FORCE_OPAQUE |
// ACCEPT_FIRST_HIT: 5), RayTMin, WorldRayOrigin and WorldRayDirection.
// ARGS: -T cs_6_5 -E main
// WGSL: PRISM5385 (34,7) WebGPU has no ray queries
RaytracingAccelerationStructure AccelerationStructure : register(t0);
RWByteAddressBuffer Log : register(u1);

RayDesc MakeRayDesc()
{
    RayDesc desc;
    desc.Origin = float3(0, 0, 0);
    desc.Direction = float3(1, 0, 0);
    desc.TMin = 0.0f;
    desc.TMax = 9999.0;
    return desc;
}

[numthreads(1, 1, 1)]
void main()
{
    RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH> q;
    RayDesc ray = MakeRayDesc();
    float3x4 m34 = (float3x4)0;
    float4x3 m43 = (float4x3)0;
    uint sum = 0;
    float fsum = 0;
    q.TraceRayInline(AccelerationStructure, RAY_FLAG_NONE, 0xFF, ray);
    while (q.Proceed()) {
        switch (q.CandidateType()) {
        case CANDIDATE_NON_OPAQUE_TRIANGLE:
            m34 = q.CandidateObjectToWorld3x4();
            m43 = q.CandidateObjectToWorld4x3();
            if (q.CandidateTriangleFrontFace())
                q.CommitNonOpaqueTriangleHit();
            fsum += q.CandidateTriangleBarycentrics().x + q.CandidateTriangleRayT();
            sum += q.CandidateGeometryIndex() + q.CandidateInstanceID() + q.CandidateInstanceIndex() +
                   q.CandidatePrimitiveIndex();
            fsum += q.CandidateObjectRayDirection().x + q.CandidateObjectRayOrigin().y;
            break;
        case CANDIDATE_PROCEDURAL_PRIMITIVE:
            m34 = q.CandidateWorldToObject3x4();
            m43 = q.CandidateWorldToObject4x3();
            if (q.CandidateProceduralPrimitiveNonOpaque())
                q.CommitProceduralPrimitiveHit(0.5);
            else
                q.Abort();
            break;
        }
    }
    switch (q.CommittedStatus()) {
    case COMMITTED_NOTHING:
        m34 = q.CommittedObjectToWorld3x4();
        m43 = q.CommittedObjectToWorld4x3();
        break;
    case COMMITTED_TRIANGLE_HIT:
        m34 = q.CommittedWorldToObject3x4();
        m43 = q.CommittedWorldToObject4x3();
        sum += q.CommittedTriangleFrontFace() ? 1 : 0;
        fsum += q.CommittedTriangleBarycentrics().y;
        break;
    case COMMITTED_PROCEDURAL_PRIMITIVE_HIT:
        sum += q.CommittedGeometryIndex() + q.CommittedInstanceID() + q.CommittedInstanceIndex() +
               q.CommittedPrimitiveIndex();
        fsum += q.CommittedObjectRayDirection().z + q.CommittedObjectRayOrigin().x + q.CommittedRayT();
        break;
    }
    sum += q.RayFlags();
    fsum += q.RayTMin() + q.WorldRayDirection().x + q.WorldRayOrigin().z + m34[0][3] + m43[3][0];
    Log.Store(0, sum);
    Log.Store(4, asuint(fsum));
}
