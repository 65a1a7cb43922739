// ARGS: -T cs_6_11 -E main
// EXPECT: PRISM6002 unknown target profile 'cs_6_11'
// Shader models go to 6.10.
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
