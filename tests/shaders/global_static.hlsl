// Non-const static globals: private variables, written and read across function calls.
static uint gCalls;
static float4 gAccum = float4(0.0, 0.0, 0.0, 1.0);
RWStructuredBuffer<float4> Out : register(u0);

void Accumulate(float v)
{
    gCalls += 1;
    gAccum.xyz += v;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    gCalls = 0;
    for (uint i = 0; i < id.x % 4; i++)
        Accumulate((float)i);
    Out[id.x] = gAccum + (float)gCalls;
}
