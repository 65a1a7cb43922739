// Deduction through T a[N]: the element type and the length of an array
// argument; the instance loops over exactly N elements.
// glslang: rejects (no templates)
template<typename T, uint N>
T total(T a[N])
{
    T r = (T)0;
    for (uint i = 0; i < N; i++)
        r += a[i];
    return r;
}

template<typename T, uint N>
uint count_of(T a[N])
{
    return N;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f[3] = {1.5, 2.5, id.x};
    int n[5] = {1, 2, 3, 4, (int)id.x};
    float2 v[2] = {float2(1, 2), float2(3, id.x)};
    Out[id.x] = total(f) + total(n) + total(v).y + count_of(n) + count_of(v);
}
