// EXPECT: PRISM3532 (8,20) InterlockedAdd needs a groupshared or buffer destination, not a local
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = 0;
    InterlockedAdd(x, 1);
    Out[id.x] = x;
}
