// A partial specialization on the shape of a type argument: Shape<T> for
// any T, Shape<vector<T, N>> for vectors (N and T deduced from the
// argument, as clang does).
// glslang: rejects (no templates)
template<typename T>
struct Shape
{
    static const uint count = 1;
};

template<typename T, int N>
struct Shape<vector<T, N> >
{
    static const uint count = N;
};

template<typename T>
uint components(T x)
{
    return Shape<T>::count;
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = components(1.0f) + components(float3(1, 2, 3)) * 10 + components(id.xy) * 100;
}
