// WaveReadLaneFirst of scalars, vectors and a value set only in the first
// lane; WaveIsFirstLane; WaveGetLaneIndex.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4((float)id.x, 1.0, 2.0, 3.0);
    uint chosen = 0;
    if (WaveIsFirstLane())
        chosen = id.x * 10;
    chosen = WaveReadLaneFirst(chosen);
    float4 first = WaveReadLaneFirst(v);
    int lane = WaveReadLaneFirst((int)WaveGetLaneIndex());
    Out[id.x] = first + (float)chosen + (float)lane;
}
