// sqrt rsqrt pow exp exp2 log log2 log10 rcp on scalars and vectors.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x + 1.0;
    float4 v = float4(x, x * 0.5, x * 2.0, 1.0);
    float4 r = sqrt(v) + rsqrt(v);
    r += pow(v, 1.5) + pow(x, 2.0);
    r += exp(v * 0.01) + exp2(v * 0.1);
    r += log(v) + log2(v) + log10(v);
    r += rcp(v);
    Out[id.x] = r;
}
