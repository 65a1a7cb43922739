// #include of a file relative to the including file, included twice (the
// include guard keeps the second from redefining anything).
#include "inc/common.hlsli"
#include "inc/common.hlsli"
RWStructuredBuffer<Sample> Out : register(u0);

[shader("compute")]
[numthreads(GROUP_SIZE, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Sample s;
    s.value = Scale((float)id.x, 0.5);
    s.index = id.x;
    Out[id.x] = s;
}
