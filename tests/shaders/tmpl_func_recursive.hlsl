// A template that instantiates itself with another argument (fib<N - 1>),
// ended by explicit specializations: every instance is a separate function
// and there is no recursion at run time.
// glslang: rejects (no templates)
template<uint N>
uint fib()
{
    return fib<N - 1>() + fib<N - 2>();
}

template<>
uint fib<0>()
{
    return 0;
}

template<>
uint fib<1>()
{
    return 1;
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = fib<10>() + id.x * fib<6>();
}
