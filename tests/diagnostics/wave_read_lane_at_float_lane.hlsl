// EXPECT: PRISM3546 (11,35) argument 2 of 'WaveReadLaneAt' must be an integer scalar, not 'float'
// A lane index is an integer: a float lane is refused rather than truncated
// (DXC would convert it silently).
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x;
    Out[id.x] = WaveReadLaneAt(x, x * 0.5);
}
