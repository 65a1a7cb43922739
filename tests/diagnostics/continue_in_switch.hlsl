// EXPECT: PRISM3071 (11,9) 'continue' in a switch that is not in a loop
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    switch (id.x)
    {
    case 0:
        continue;
    default:
        r = 1;
        break;
    }
    Out[id.x] = r;
}
