// Two-dimensional arrays: nested initializers, loops over both dimensions,
// dynamic indexing on both levels.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint grid[3][4] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 }, { 9, 10, 11, 12 } };
    for (uint r = 0; r < 3; r++)
        for (uint c = 0; c < 4; c++)
            grid[r][c] += id.x;
    uint row[4] = grid[id.x % 3];
    Out[id.x] = grid[id.x % 3][id.x % 4] + row[0] + grid[2][3];
}
