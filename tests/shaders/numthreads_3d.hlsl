// A 3-D workgroup of 8 x 8 x 16 = 1024 threads, the most a group may have;
// SV_GroupThreadID in three dimensions.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 8, 16)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID)
{
    uint index = dtid.x + dtid.y * 8 + dtid.z * 64;
    Out[index] = gtid.x | (gtid.y << 8) | (gtid.z << 16);
}
