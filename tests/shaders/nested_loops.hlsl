// Nested loops of three kinds with break/continue at each level; the inner
// break leaves only the inner loop.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint count = 0;
    for (uint a = 0; a < 4; a++)
    {
        uint b = 0;
        while (b < 4)
        {
            b++;
            if (b == 2)
                continue;
            uint c = 0;
            do
            {
                if (a + b + c > id.x % 9)
                    break;
                count++;
                c++;
            } while (c < 3);
        }
        if (count > 40)
            break;
    }
    Out[id.x] = count;
}
