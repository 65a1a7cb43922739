// EXPECT: PRISM3071 (8,9) 'continue' outside a loop
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x > 3)
        continue;
    Out[id.x] = 1;
}
