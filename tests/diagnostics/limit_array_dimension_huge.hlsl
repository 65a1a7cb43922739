// EXPECT: PRISM3549 (9,11) 'int[4294967295]' holds more than 16777216 scalars
// One dimension past 2^24 (and past 2^31) says so, not 'must be greater than 0'.
RWStructuredBuffer<int> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a[4294967295];
    a[id.x] = 1;
    Out[id.x] = a[id.y];
}
