// Bit-fields as lvalues: compound assignment, ++ and --, wrap-around at
// the width, and inout arguments.
// glslang: rejects (bit-fields)
struct Counter
{
    uint ticks : 4;
    int delta : 4;
    uint spare : 24;
};

void advance(inout uint t, uint by)
{
    t += by;
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Counter c = (Counter)0;
    c.ticks = 14;
    c.ticks++;           /* 15 */
    c.ticks += id.x;     /* wraps past 15 */
    c.delta--;           /* -1 */
    c.delta -= 7;        /* -8 */
    advance(c.ticks, 3);
    c.spare = 0xFFFFFF;
    Out[id.x] = c.ticks * 1000 + (uint)(c.delta + 8) * 100 + (c.spare >> 20);
}
