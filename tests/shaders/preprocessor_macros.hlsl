// ARGS: -T cs_6_0 -D SCALE=3 -D USE_OFFSET
// Object-like and function-like macros, -D from the command line, #if with
// arithmetic and defined(), #elif/#else, #ifdef/#ifndef, #undef, ##, line splices.
#define COUNT 4
#define SQUARE(x) ((x) * (x))
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define CAT(a, b) a##b
#define LONG_SUM(a, b, c) \
    ((a) + (b) + \
     (c))
RWStructuredBuffer<uint> Out : register(u0);

#if COUNT * 2 == 8 && defined(SCALE)
#define FACTOR SCALE
#elif COUNT > 100
#define FACTOR 0
#else
#error "unreachable"
#endif

#ifndef USE_OFFSET
#error "-D USE_OFFSET missing"
#endif

#undef COUNT
#ifdef COUNT
#error "COUNT still defined"
#endif

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint CAT(val, ue) = SQUARE(id.x + 1) * FACTOR;
    Out[id.x] = MAX2(value, 10u) + LONG_SUM(1, 2, id.x);
}
