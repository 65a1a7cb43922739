// EXPECT: PRISM3549 (10,11) 'int[65536][65536]' holds more than 16777216 scalars
// An array of more than 2^24 scalars (here 2^32 in two dimensions, which
// also overflowed a 32-bit count) is an error.
RWStructuredBuffer<int> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int a[65536][65536];
    a[id.x][0] = 1;
    Out[id.x] = a[id.y][0];
}
