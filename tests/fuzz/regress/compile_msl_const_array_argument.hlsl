// ARGS: -T cs_6_0
// A constant array passed to a function's array parameter (found by gen_hlsl's
// pixel shaders, seed 137, through gen_lang's tsum): MSL takes the parameter
// as thread const int (&a)[3], which a braced list does not bind to, so the
// constant goes through a local (msl_expr.c emit_call).
RWStructuredBuffer<int> Out : register(u0);
template<typename T, uint N> T tsum(T a[N])
{
    T s = (T)0;
    for (uint i = 0; i < N; i++)
        s += a[i];
    return s;
}
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    int a[3] = {-5, 8, 3};
    Out[0] = tsum(a);
}
