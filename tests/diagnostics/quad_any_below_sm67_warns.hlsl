// ARGS: -T cs_6_6
// EXPECT-WARNING: PRISM3780 (13,17) 'QuadAny' is a shader model 6.7 intrinsic
// QuadAny and QuadAll are Shader Model 6.7 intrinsics; below it DXC takes
// them for SPIR-V, and so does Prism (which writes no DXIL): a warning, and
// the shader compiles.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool odd = (id.x & 1u) != 0;
    Out[id.x] = QuadAny(odd) ? 1u : 0u;
}
