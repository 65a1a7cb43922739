// Control-flow attributes: [unroll], [unroll(n)], [loop], [fastopt] on loops;
// [branch] and [flatten] on if; [forcecase] on switch.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint s = 0;
    [unroll] for (uint i = 0; i < 4; i++)
        s += i * id.x;
    [unroll(2)] for (uint j = 0; j < 2; j++)
        s ^= j;
    [loop] for (uint k = 0; k < id.x % 7; k++)
        s += 3;
    [fastopt] while (s > 1000)
        s -= 1000;
    [branch] if (id.x & 1)
        s += 1;
    [flatten] if (id.x & 2)
        s += 2;
    [forcecase] switch (id.x % 3)
    {
    case 0: s += 5; break;
    default: s += 6; break;
    }
    Out[id.x] = s;
}
