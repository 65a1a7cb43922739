// EXPECT: PRISM3073 (6,9) 'Half' must return a float: 'return' without a value
RWStructuredBuffer<float> Out : register(u0);
float Half(float x)
{
    if (x < 0.0)
        return;
    return x * 0.5;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Half((float)id.x);
}
