// return from inside ifs and loops, in void entries and in value-returning
// helpers (several return points).
RWStructuredBuffer<uint> Out : register(u0);

uint FirstSetAbove(uint bits, uint start)
{
    for (uint i = start; i < 32; i++)
    {
        if (bits & (1u << i))
            return i;
    }
    return 32;
}

uint Classify(uint x)
{
    if (x == 0)
        return 0;
    if (x < 10)
        return 1;
    return 2;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= 60)
        return;
    Out[id.x] = FirstSetAbove(id.x * 37, id.x % 8) + Classify(id.x) * 100;
    if (id.x == 7)
        return;
    Out[id.x + 64] = 1;
}
