// EXPECT: PRISM3067 (12,5) a switch with two 'default' labels
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    switch (id.x)
    {
    default: r = 10; break;
    case 1: r = 20; break;
    default: r = 30; break;
    }
    Out[id.x] = r;
}
