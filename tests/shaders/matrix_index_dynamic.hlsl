// Matrices indexed by dynamic row and element: m[i], m[i][j], writes through
// a dynamic index, the _m00/_11 member syntax.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4x4 m = float4x4(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
    uint r = id.x % 4;
    uint c = (id.x / 4) % 4;
    float4 row = m[r];
    float e = m[r][c];
    m[c][r] = -e;
    m[r].y += 0.5;
    float extra = m._m00 + m._11 + m._m32;
    Out[id.x] = row + m[c] + e + extra;
}
