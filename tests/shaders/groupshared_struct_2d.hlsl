// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// groupshared 2-D arrays and arrays of structs: a tile transpose through
// shared memory.
struct Texel { float4 color; uint tag; };
groupshared float sTile[16][17];
groupshared Texel sTexels[16];
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(16, 16, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gtid : SV_GroupThreadID)
{
    sTile[gtid.y][gtid.x] = In[dtid.y * 256 + dtid.x];
    if (gtid.y == 0)
    {
        sTexels[gtid.x].color = float4(1.0, 0.0, 0.0, 1.0) * (float)gtid.x;
        sTexels[gtid.x].tag = gtid.x;
    }
    GroupMemoryBarrierWithGroupSync();
    Texel t = sTexels[gtid.y];
    Out[dtid.y * 256 + dtid.x] = sTile[gtid.x][gtid.y] + t.color.x + (float)t.tag;
}
