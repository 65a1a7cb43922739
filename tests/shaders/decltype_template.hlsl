// __decltype in a template: the type of an expression on its parameters,
// here the type of a + b for any argument types.
// glslang: rejects (no templates)
template<typename A, typename B>
__decltype((A)0 + (B)0) sum(A a, B b)
{
    return a + b;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = sum(id.x, 0.5f);     /* float */
    uint u = sum(id.x, 2u);        /* uint */
    int i = sum(-3, (int)id.x);    /* int */
    Out[id.x] = f + u + i;
}
