// EXPECT: PRISM3066 (12,10) duplicate case value 2
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    switch (id.x)
    {
    case 1: r = 10; break;
    case 2: r = 20; break;
    case 2: r = 30; break;
    }
    Out[id.x] = r;
}
