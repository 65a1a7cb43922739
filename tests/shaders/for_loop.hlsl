// for loops: counting up and down, empty clauses, several variables, a
// dynamic trip count.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint sum = 0;
    for (uint i = 0; i < id.x; i++)
        sum += i;
    for (int j = 10; j > 0; j -= 3)
        sum += (uint)j;
    uint k = 0;
    for (; k < 4;)
        k++;
    for (uint a = 0, b = 8; a < b; a++, b--)
        sum += a * b;
    Out[id.x] = sum + k;
}
