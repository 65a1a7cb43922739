// if / else if / else chains, nested ifs, ifs without braces.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r;
    if (id.x < 16)
        r = 1;
    else if (id.x < 32)
        r = 2;
    else if (id.x < 48)
    {
        if (id.x & 1)
            r = 3;
        else
            r = 4;
    }
    else
        r = 5;
    if (r == 5)
        r += id.x;
    Out[id.x] = r;
}
