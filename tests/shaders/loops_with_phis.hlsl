// Several values carried around loops (phis at loop headers), values live out
// of loops, a value changed only on some paths through the body.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = 0, b = 1, fib = 0;
    uint evens = 0;
    uint last = 0xFFFFFFFFu;
    for (uint i = 0; i < id.x % 20; i++)
    {
        fib = a + b;
        a = b;
        b = fib;
        if ((fib & 1) == 0)
        {
            evens++;
            last = i;
        }
    }
    uint x = id.x;
    uint steps = 0;
    while (x > 1)
    {
        x = x >> 1;
        steps += x & 1;
    }
    Out[id.x] = uint4(fib, evens, last, steps + x);
}
