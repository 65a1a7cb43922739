// ARGS: -T cs_6_0
// WaveReadLaneAt with a dynamic lane (uniform from a constant buffer, and
// per lane: a rotation) on int, uint, float and bool scalars and vectors of
// 2-4: OpGroupNonUniformShuffle / simd_shuffle / subgroupShuffle.
RWStructuredBuffer<int4> OutI : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);
RWStructuredBuffer<float4> OutF : register(u2);
RWStructuredBuffer<uint> OutB : register(u3);
cbuffer Params : register(b4) { uint Source; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n = WaveGetLaneCount();
    uint s = Source % n;
    uint r = (WaveGetLaneIndex() + 1u) % n;
    int i = (int)id.x - 9;
    uint u = id.x;
    float f = (float)id.x * 1.5;
    bool b = (id.x % 3u) == 0;
    OutI[id.x] = int4(WaveReadLaneAt(i, s), WaveReadLaneAt(int2(i, 2), r), WaveReadLaneAt(i, r))
               + int4(WaveReadLaneAt(int3(i, -i, 4), s), 0) + WaveReadLaneAt(int4(i, i, i, 1), r);
    OutU[id.x] = uint4(WaveReadLaneAt(u, r), WaveReadLaneAt(uint2(u, 3u), s), 0u)
               + uint4(WaveReadLaneAt(uint3(u, u, 7u), r), 0u) + WaveReadLaneAt(uint4(u, 1u, 2u, 3u), s);
    OutF[id.x] = float4(WaveReadLaneAt(f, s), WaveReadLaneAt(float2(f, -f), r), WaveReadLaneAt(f, r))
               + float4(WaveReadLaneAt(float3(f, 0.5, 1.0), s), 0.0) + WaveReadLaneAt(float4(f, f, f, f), r);
    bool3 b3 = WaveReadLaneAt(bool3(b, !b, true), r);
    OutB[id.x] = (WaveReadLaneAt(b, s) ? 1u : 0u) | (all(WaveReadLaneAt(bool2(b, b), r)) ? 2u : 0u) |
                 (any(b3) ? 4u : 0u) | (all(WaveReadLaneAt(bool4(b, b, b, true), s)) ? 8u : 0u);
}
