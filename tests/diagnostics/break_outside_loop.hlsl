// EXPECT: PRISM3070 (8,9) 'break' outside a loop or switch
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x > 3)
        break;
    Out[id.x] = 1;
}
