// while loops with a dynamic condition (Collatz steps).
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n = id.x + 1;
    uint steps = 0;
    while (n != 1 && steps < 1000)
    {
        n = (n & 1) ? 3 * n + 1 : n / 2;
        steps++;
    }
    Out[id.x] = steps;
}
