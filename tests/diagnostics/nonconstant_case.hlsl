// EXPECT: PRISM3065 (12,10) case label 'limit' is not a constant
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    uint limit = id.y;
    switch (id.x)
    {
    case 1: r = 10; break;
    case limit: r = 20; break;
    }
    Out[id.x] = r;
}
