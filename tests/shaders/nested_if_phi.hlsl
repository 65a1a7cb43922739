// Values assigned on different branches of nested ifs meet at merges (phis
// at if merges), including a value assigned on only one side.
RWStructuredBuffer<int2> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int v = 0;
    int w = 100;
    if (id.x & 1)
    {
        if (id.x & 2)
            v = 1;
        else
        {
            v = 2;
            w = -1;
        }
    }
    else
    {
        if (id.x & 4)
            v = 3;
        w += v;
    }
    if (id.x > 50)
        w = v * 10;
    Out[id.x] = int2(v, w);
}
