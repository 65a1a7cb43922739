// EXPECT: PRISM3068 (10,5) 'case' outside a switch
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    if (id.x == 1)
    {
    case 1:
        r = 1;
    }
    Out[id.x] = r;
}
