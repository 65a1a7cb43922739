// A bool template parameter choosing a code path; the branch on a constant
// leaves one path per instance.
// glslang: rejects (no templates)
template<bool Saturate>
float tone(float x)
{
    float y = x / (1 + x);
    if (Saturate)
        y = saturate(y * 1.5);
    return y;
}

RWStructuredBuffer<float2> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = id.x * 0.75;
    Out[id.x] = float2(tone<true>(x), tone<false>(x));
}
