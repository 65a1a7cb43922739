// ARGS: -T cs_6_7
// Every quad intrinsic on int, uint and float scalars and vectors of 2-4 and
// on bool: QuadReadAcrossX/Y/Diagonal, QuadReadLaneAt with a constant and a
// dynamic lane (WGSL's quadBroadcast takes a constant: all four lanes are
// read and one picked), QuadAny and QuadAll.
#define QUAD(T, v, k) (QuadReadAcrossX(v) + QuadReadAcrossY(v) + QuadReadAcrossDiagonal(v) + \
                       QuadReadLaneAt(v, 1) + QuadReadLaneAt(v, k))
RWStructuredBuffer<int4> OutI : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);
RWStructuredBuffer<float4> OutF : register(u2);
RWStructuredBuffer<uint> OutB : register(u3);
cbuffer Params : register(b4) { uint Lane; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint k = Lane & 3u;
    int i = (int)id.x - 7;
    uint u = id.x * 3u;
    float f = (float)id.x * 0.25;
    bool b = (id.x & 2u) != 0;
    OutI[id.x] = QUAD(int, i, k) + int4(QUAD(int2, int2(i, -i), k), QUAD(int, i, k), 0)
               + int4(QUAD(int3, int3(i, 1, 2), k), 0) + QUAD(int4, int4(i, i, 3, -3), k);
    OutU[id.x] = QUAD(uint, u, k) + uint4(QUAD(uint2, uint2(u, 5u), k), 0u, 0u)
               + uint4(QUAD(uint3, uint3(u, u, 9u), k), 0u) + QUAD(uint4, uint4(u, 1u, 2u, 3u), k);
    OutF[id.x] = QUAD(float, f, k) + float4(QUAD(float2, float2(f, 1.5), k), 0.0, 0.0)
               + float4(QUAD(float3, float3(f, -f, 0.5), k), 0.0) + QUAD(float4, float4(f, f, 1.0, 2.0), k);
    bool2 b2 = or(QuadReadAcrossX(bool2(b, !b)), QuadReadLaneAt(bool2(b, true), k));
    bool rb = QuadReadAcrossY(b) || QuadReadAcrossDiagonal(b) || QuadReadLaneAt(b, 3) || QuadReadLaneAt(b, k);
    OutB[id.x] = (QuadAny(b) ? 1u : 0u) | (QuadAll(b) ? 2u : 0u) | (rb ? 4u : 0u) | (all(b2) ? 8u : 0u);
}
