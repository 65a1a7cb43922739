// break and continue in for, while and do-while loops, including inside
// switch in a loop (break leaves the switch, continue the loop).
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint sum = 0;
    for (uint i = 0; i < 100; i++)
    {
        if (i == id.x)
            break;
        if ((i & 3) == 1)
            continue;
        switch (i % 3)
        {
        case 0: sum += 1; break;
        case 1: continue;
        default: sum += 2; break;
        }
        sum += 10;
    }
    uint j = 0;
    while (true)
    {
        j++;
        if (j > id.x % 7)
            break;
    }
    Out[id.x] = sum + j;
}
