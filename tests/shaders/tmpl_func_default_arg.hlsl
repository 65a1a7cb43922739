// Default template arguments: a type default and a value default computed
// from an earlier parameter (N = sizeof(T) / 4), used when not written.
// glslang: rejects (no templates)
template<typename T = float, uint N = sizeof(T) / 4>
uint words()
{
    return N;
}

template<typename T, int Scale = 10>
T scaled(T x)
{
    return x * Scale;
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = words();            /* float: 1 */
    uint b = words<float4>();    /* 4 */
    uint c = words<int3, 7>();   /* 7: the default not used */
    uint d = scaled(id.x);       /* * 10 */
    uint e = scaled<uint, 3>(id.x);
    Out[id.x] = a + b * 10 + c * 100 + d + e;
}
