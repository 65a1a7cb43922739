// ARGS: -T cs_6_6
// glslang: rejects (its HLSL front end has no 64-bit typed-buffer elements: "scalar or vector type expected")
// RWBuffer<int64_t2> / <uint64_t2> and Buffer<uint64_t2>: no 64-bit format
// has two components, so each texel is four 32-bit channels (Rgba32i /
// Rgba32ui; a Buffer's view the same, reflection's imageFormat), bitcast to
// the 2-vector on reads and from it on writes: whole elements, swizzled
// and dynamic components (read, merge, write the texel), Load, GetDimensions.
// WGSL: PRISM5200 no 64-bit types in WGSL
// WGSL: PRISM5203 nor texel buffers of them
RWBuffer<int64_t2> A : register(u0);
RWBuffer<uint64_t2> B : register(u1);
Buffer<uint64_t2> C : register(t2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    A[i] = A[i + 1] * -3 + (int64_t2)C[i];
    B[i].y = C.Load(i).x + 0x100000000ull;
    B[i + 1][i & 1] = B[i].x >> 3;
    uint n;
    B.GetDimensions(n);
    A[i + 2].yx = int64_t2(n, -(int64_t)n);
}
