// ARGS: -T cs_6_6
// EXPECT: PRISM4171 (11,5) a 64-bit texel is one component: RWBuffer<int64_t2> has no format
// EXPECT: PRISM4171 (12,14) nor Buffer<uint64_t4>
// RWBuffer<int64_t> and <uint64_t> compile (tests/shaders/rwbuffer_int64.hlsl).
RWBuffer<int64_t2> B : register(u0);
Buffer<uint64_t4> C : register(t1);
RWStructuredBuffer<uint64_t> Out : register(u2);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() {
    B[0] = int64_t2(1, 2);
    Out[0] = C[0].x;
}
