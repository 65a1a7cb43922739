// Anonymous enums: their enumerators are constants of the enclosing scope
// (a file, a struct), usable in array sizes and template arguments.
// glslang: rejects (enums)
enum { TileSize = 8, TileCount = 4 };

struct Limits
{
    enum { MaxLights = 16, MaxShadows = 2 };
};

groupshared float Tile[TileSize * TileCount];

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(TileSize, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Tile[gi] = gi;
    GroupMemoryBarrierWithGroupSync();
    float lights[Limits::MaxLights];
    lights[0] = Tile[(gi + 1) % TileSize];
    Out[id.x] = lights[0] + Limits::MaxShadows + TileCount;
}
