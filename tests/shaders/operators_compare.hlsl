// Comparison operators on int, uint, float scalars and vectors; vector
// comparisons give bool vectors.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = (int)id.x - 10;
    uint u = id.x;
    float f = (float)id.x * 0.5;
    uint bits = 0;
    bits |= (i < 0) ? 1u : 0u;
    bits |= (u <= 5u) ? 2u : 0u;
    bits |= (f > 3.0) ? 4u : 0u;
    bits |= (f >= 3.5) ? 8u : 0u;
    bits |= (i == -3) ? 16u : 0u;
    bits |= (u != 7u) ? 32u : 0u;
    bool3 lt = float3(f, 1.0, 2.0) < float3(2.0, f, 2.0);
    bool3 eq = int3(i, 0, 1) == int3(0, i, 1);
    bits |= lt.x ? 64u : 0u;
    bits |= eq.z ? 128u : 0u;
    Out[id.x] = bits;
}
