// ARGS: -T cs_6_0 --target wgsl
// EXPECT: PRISM5371 (13,14) index 5 is past the end of A[4], which WebGPU binds one element at a time
// A constant index past the end that sema cannot see (it is folded from a
// variable): SPIR-V's descriptor array leaves it undefined, and WebGPU
// binds each element on its own, so there is no element to name.
RWStructuredBuffer<uint> A[4];

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    uint k = 2;
    k += 3;
    A[k][gi] = 1;
}
