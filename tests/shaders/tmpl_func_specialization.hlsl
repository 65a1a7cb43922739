// An explicit specialization replaces the template's body for one argument
// list (template<> float quantize<float>(...)); the other instances keep
// the primary body. Its arguments may also be deduced from its parameters.
// glslang: rejects (no templates)
template<typename T>
T quantize(T x)
{
    return x - x % 4;
}

template<>
float quantize<float>(float x)
{
    return floor(x * 4.0) / 4.0;
}

template<>
uint quantize(uint x) /* <uint> deduced from the parameter */
{
    return x & ~3u;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = quantize(id.x * 0.3f) + quantize((int)id.x + 5) + quantize(id.x * 7u);
}
