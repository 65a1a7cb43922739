// sin cos tan asin acos atan atan2 sinh cosh tanh sincos degrees radians.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a = (float)id.x * 0.05;
    float4 v = float4(a, -a, a * 0.5, 0.25);
    float4 r = sin(v) + cos(v) + tan(v * 0.5);
    r += asin(saturate(v)) + acos(saturate(v)) + atan(v);
    r += atan2(v, v.wzyx + 1.0);
    r += sinh(v * 0.1) + cosh(v * 0.1) + tanh(v);
    float s, c;
    sincos(a, s, c);
    r.x += s * c + degrees(a) + radians(a * 57.0);
    Out[id.x] = r;
}
