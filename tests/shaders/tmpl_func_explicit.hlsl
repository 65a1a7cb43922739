// Explicit template arguments: f<float>(x) converts the arguments to the
// parameter types; the rest of the arguments are deduced (convert<int>).
// glslang: rejects (no templates)
template<typename To, typename From>
To convert(From x)
{
    return (To)x;
}

template<typename T>
T half_of(T x)
{
    return x / (T)2;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int k = convert<int>(2.75f + id.x);
    uint u = convert<uint, float>(3.5f);
    float h = half_of<float>(id.x);
    int hi = half_of<int>(7);
    Out[id.x] = k + u + h + hi;
}
