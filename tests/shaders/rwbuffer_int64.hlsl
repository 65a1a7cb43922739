// ARGS: -T cs_6_6
// RWBuffer<int64_t> / <uint64_t> and Buffer<uint64_t>: texel buffers of
// 64-bit ints, R64i / R64ui (Int64ImageEXT, SPV_EXT_shader_image_int64),
// read, written, sized and the targets of 64-bit atomics (Int64Atomics on
// the texel pointer). Metal's textures and WebGPU have no 64-bit texels.
// MSL: PRISM5551 no 64-bit texels in MSL 2.4
// WGSL: PRISM5203 no texel buffers of 64-bit texels in WebGPU
// WGSL: PRISM5200 no 64-bit types in WGSL
RWBuffer<int64_t> A : register(u0);
RWBuffer<uint64_t> B : register(u1);
Buffer<uint64_t> C : register(t2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    A[i] = A[i + 1] * -3 + (int64_t)C[i];
    B[i] = B[i] + 0x100000000ull;
    int64_t o;
    InterlockedMax(A[0], (int64_t)i - 32, o);
    InterlockedAdd(B[1], 0x100000001ull);
    uint n;
    B.GetDimensions(n);
    A[2] = o + n;
}
