// EXPECT: PRISM3507 (12,9) argument for 'out' parameter 'x' is not assignable
RWStructuredBuffer<float> Out : register(u0);
void Get(out float x)
{
    x = 1.0;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Get(1.0);
    Out[id.x] = 0.0;
}
