// fuzz_frontend: a -T value prism_compile rejects (PRISM6002) reached sema, whose
// profile_sm overflowed an int on its digits; the target now drops such profiles.
// ARGS: -T cs_6_0666666666666666666666666666666666666666666666666666666666 ructurddBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(id.x, 1, 2, 3);
    Out[id.x] = select(v>  1.0, v, -v);
}
