// ARGS: -T cs_6_0 -E main
// EXPECT-WARNING: PRISM3780 (12,18) 'QuadAny' is a shader model 6.7 intrinsic
// EXPECT-WARNING: PRISM3780 (12,45) 'QuadAll' is a shader model 6.7 intrinsic
// QuadAny and QuadAll under a 6.0 profile: accepted with a warning, as
// DXC accepts them for SPIR-V, and compiled on every target.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool odd = (id.x & 1u) != 0;
    Out[id.x] = (QuadAny(odd) ? 1u : 0u) | (QuadAll(odd) ? 2u : 0u);
}
