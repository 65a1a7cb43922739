// ARGS: -T cs_6_6
// EXPECT: PRISM4171 (12,5) a 64-bit texel is one or two components: RWBuffer<int64_t3> would need 6 channels
// EXPECT: PRISM4171 (13,14) nor Buffer<uint64_t4> (8)
// RWBuffer<int64_t>, <uint64_t> and their 2-vectors compile
// (tests/shaders/rwbuffer_int64.hlsl, typed_buffer_int64x2.hlsl).
RWBuffer<int64_t3> B : register(u0);
Buffer<uint64_t4> C : register(t1);
RWStructuredBuffer<uint64_t> Out : register(u2);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() {
    B[0] = int64_t3(1, 2, 3);
    Out[0] = C[0].x;
}
