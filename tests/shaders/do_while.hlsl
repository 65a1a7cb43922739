// do-while: the body runs at least once; continue goes to the condition.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint digits = 0;
    uint n = id.x * 12345;
    uint odd = 0;
    do
    {
        digits++;
        n /= 10;
        if ((n & 1) == 0)
            continue;
        odd++;
    } while (n != 0);
    Out[id.x] = digits * 100 + odd;
}
