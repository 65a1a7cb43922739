// ALLOW-EXTRA-ERRORS: what replaces the bad invocation may give follow-on errors
// EXPECT: PRISM1013 (9,17) macro 'ADD' takes 2 arguments, 1 given
#define ADD(a, b) ((a) + (b))
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = ADD(id.x);
}
