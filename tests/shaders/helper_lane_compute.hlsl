// ARGS: -T cs_6_6
// glslang: rejects (it has no IsHelperLane)
// IsHelperLane() outside pixel shaders: no lane is a helper (false).
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = IsHelperLane() ? 1 : 2;
}
