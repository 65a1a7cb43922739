// The compute system values: SV_DispatchThreadID, SV_GroupID,
// SV_GroupThreadID (as uint3 and narrower) and SV_GroupIndex.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(8, 4, 2)]
void main(uint3 dtid : SV_DispatchThreadID,
          uint3 gid : SV_GroupID,
          uint2 gtid : SV_GroupThreadID,
          uint gi : SV_GroupIndex)
{
    uint flat = dtid.x + dtid.y * 64 + dtid.z * 4096;
    Out[flat] = uint4(gid.x, gid.y * 10 + gid.z, gtid.x + gtid.y * 8, gi);
}
