// ARGS: -T lib_6_1
// EXPECT: PRISM6061 -T lib_6_1: DXIL libraries start at shader model 6.3
// DXC's libraries start at lib_6_3.
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
