// operator[] with an integer index and with a uint2 index (any type the
// method takes), on a struct holding a small matrix of values.
// glslang: rejects (no operator overloading)
struct Grid
{
    float cells[9];
    float operator[](uint i) { return cells[i]; }
    float operator[](uint2 rc) { return cells[rc.y * 3 + rc.x]; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Grid g;
    for (uint i = 0; i < 9; i++)
        g.cells[i] = i * 1.5;
    Out[id.x] = g[id.x % 9] + g[uint2(2, 1)];
}
