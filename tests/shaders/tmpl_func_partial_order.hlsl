// Two function templates that both take a float3: the one whose parameter
// has more structure (vector<T, 3> over a bare T) is more specialized and
// wins the tie.
// glslang: rejects (no templates)
template<typename T>
float measure(T x)
{
    return 1.0;
}

template<typename T>
float measure(vector<T, 3> v)
{
    return length(v);
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 v = float3(id.x, 0, 0);
    Out[id.x] = measure(v) + measure((float)id.x) + measure(float2(1, 2));
}
