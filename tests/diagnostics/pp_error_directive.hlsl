// EXPECT: PRISM1016 (3,2) #error stops the compile with its message
#ifndef NEEDED
#error "define NEEDED with -D NEEDED"
#endif
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
