// Function parameters with default values.
RWStructuredBuffer<float> Out : register(u0);

float Blend(float a, float b, float t = 0.5, bool clampIt = true)
{
    float r = lerp(a, b, t);
    return clampIt ? saturate(r) : r;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x / 64.0;
    Out[id.x] = Blend(x, 1.0) + Blend(x, 2.0, 0.25) + Blend(x, 3.0, 0.75, false);
}
