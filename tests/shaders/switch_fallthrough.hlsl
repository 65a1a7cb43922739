// switch: fall-through between cases, several labels on one case, default in
// the middle, break inside an if inside a case.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    switch (id.x % 8)
    {
    case 0:
        r += 1;
    case 1:                 // falls through from 0
        r += 10;
        break;
    case 2:
    case 3:
        r = 100;
        break;
    default:
        r = 7;
        break;
    case 5:
        if (id.x > 20)
            break;
        r = 50;
    case 6:
        r += 1000;
        break;
    }
    Out[id.x] = r;
}
