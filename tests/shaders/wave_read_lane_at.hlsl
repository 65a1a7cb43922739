// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// WaveReadLaneAt with a constant lane, a uniform dynamic lane and a
// per-lane lane; WaveGetLaneCount and WaveGetLaneIndex.
RWStructuredBuffer<float4> Out : register(u0);
cbuffer Params : register(b0) { uint SourceLane; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x;
    uint lanes = WaveGetLaneCount();
    uint lane = WaveGetLaneIndex();
    float a = WaveReadLaneAt(x, 0);
    float b = WaveReadLaneAt(x, SourceLane % lanes);
    float c = WaveReadLaneAt(x, (lane + 1) % lanes);    // rotate
    uint3 d = WaveReadLaneAt(id, 1);
    Out[id.x] = float4(a, b, c, (float)(d.x + lanes));
}
