// Deduction through vector<T, N>: T is the element type and N the size of
// the argument; N is a constant in the instance (loop bound, array size).
// glslang: rejects (no templates)
template<typename T, int N>
T sum(vector<T, N> v)
{
    T r = 0;
    [unroll] for (int i = 0; i < N; i++)
        r += v[i];
    return r;
}

template<typename T, int N>
vector<T, N> reversed(vector<T, N> v)
{
    vector<T, N> r;
    for (int i = 0; i < N; i++)
        r[i] = v[N - 1 - i];
    return r;
}

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(1, 2, 3, 4) * (id.x + 1);
    int3 w = int3(id.x, 10, 20);
    Out[id.x] = reversed(v) + float4(sum(v), sum(w), sum(id.xy), sum(v.xy));
}
