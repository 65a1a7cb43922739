// ARGS: -T cs_6_6
// EXPECT: PRISM3015 (11,17) 'QuadAny' requires shader model 6.7 or later
// QuadAny and QuadAll are Shader Model 6.7 intrinsics.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool odd = (id.x & 1u) != 0;
    Out[id.x] = QuadAny(odd) ? 1u : 0u;
}
