// ARGS: -T cs_6_2
// A negated 64-bit literal keeps every bit where it meets its 64-bit type:
// in a constant constructor, beside a run-time component, in an init list,
// under a cast and as a scalar. Literals fold in 64 bits and take their
// type at the use (DXC); they used to be folded through 32 bits, turning
// -9223372036854775807 into 1 and -4611686018427387904 into 0
// (offload-test-suite mad.int64, min.int64).
// WGSL: PRISM5200 WGSL has no 64-bit types
RWStructuredBuffer<int64_t4> Out : register(u0);
RWStructuredBuffer<uint64_t2> OutU : register(u1);
RWStructuredBuffer<int64_t> In : register(u2);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = int64_t4(-9223372036854775807, -256, 9223372036854775807, -4611686018427387904);
    Out[1] = int64_t4(-9223372036854775807, In[0], -4611686018427387904, -(4294967296 * 3));
    int64_t4 v = {-9223372036854775807, In[1], -4294967297, 1 - 4294967296};
    Out[2] = v;
    Out[3] = int64_t4((int64_t)-9223372036854775807, -4611686018427387904, In[2] * -4294967296, -0x100000000);
    OutU[0] = uint64_t2(-1, 0xFFFFFFFFFFFFFFFF - 4294967296);
}
