// floor ceil round trunc frac fmod modf on scalars and vectors (fmod keeps the
// sign of the dividend, unlike %-on-floats of GLSL's mod).
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x * 0.37 - 10.0;
    float4 v = float4(x, -x, x + 0.5, x - 0.5);
    float4 r = floor(v) + ceil(v) + round(v) + trunc(v);
    r += frac(v) + fmod(v, 3.0) + fmod(x, -2.5);
    float whole;
    float part = modf(x, whole);
    Out[id.x] = r + float4(part, whole, 0.0, 0.0);
}
