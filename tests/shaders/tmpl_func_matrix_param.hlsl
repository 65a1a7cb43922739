// Deduction through matrix<T, R, C>: a transpose and a trace written as
// templates, instantiated for float2x3 and float3x3.
// glslang: rejects (no templates)
template<typename T, int R, int C>
matrix<T, C, R> flip(matrix<T, R, C> m)
{
    matrix<T, C, R> r;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            r[j][i] = m[i][j];
    return r;
}

template<typename T, int N>
T trace(matrix<T, N, N> m)
{
    T t = 0;
    for (int i = 0; i < N; i++)
        t += m[i][i];
    return t;
}

RWStructuredBuffer<float3> Out : register(u0);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2x3 a = float2x3(1, 2, 3, 4, 5, 6) * id.x;
    float3x2 b = flip(a);
    float3x3 c = float3x3(1, 0, 0, 0, 2, 0, 0, 0, 3);
    Out[id.x] = float3(b[2], trace(c)) + flip(c)[0];
}
