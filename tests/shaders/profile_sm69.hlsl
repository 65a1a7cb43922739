// ARGS: -T cs_6_9 -E main
// Shader model 6.9: a cs_6_9 profile takes what 6.8 added ([WaveSize] with
// a range) and __SHADER_TARGET_MINOR is 9.
RWStructuredBuffer<uint> Out : register(u0);

[WaveSize(16, 64)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = __SHADER_TARGET_MAJOR * 100 + __SHADER_TARGET_MINOR + WaveActiveCountBits(true);
}
