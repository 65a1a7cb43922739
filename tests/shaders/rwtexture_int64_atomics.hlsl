// ARGS: -T cs_6_6
// glslang: rejects (its HLSL front end has no 64-bit texels: "basic type in texture: Unimplemented")
// RWTexture1D/2D/3D/2DArray<uint64_t> and <int64_t>: R64ui / R64i storage
// images (Int64ImageEXT, SPV_EXT_shader_image_int64, as DXC maps them), the
// targets of every Interlocked* through a 64-bit OpImageTexelPointer
// (Int64Atomics): unsigned and signed Min/Max, Add, And, Or, Xor,
// Exchange, CompareExchange and CompareStore. Reflection names the Vulkan
// feature shaderImageInt64Atomics.
// MSL: PRISM5570 MSL 2.4 has no 64-bit textures
// WGSL: PRISM5390 WebGPU has no 64-bit texels
// WGSL: PRISM5200 nor 64-bit integers
RWTexture1D<uint64_t> A : register(u0);
RWTexture2D<int64_t> B : register(u1);
RWTexture3D<uint64_t> C : register(u2);
RWTexture2DArray<int64_t> D : register(u3);
RWStructuredBuffer<uint64_t> Out : register(u4);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 i : SV_DispatchThreadID)
{
    uint64_t u;
    int64_t s;
    InterlockedMax(A[i.x], 0xFFFF00000000ull | i.y, u);
    InterlockedMin(B[i.xy], -(int64_t)i.x << 33, s);
    InterlockedAdd(C[i], 0x100000001ull);
    InterlockedAnd(C[i.zyx], ~(1ull << (32 + i.x)));
    InterlockedOr(D[i], 1ll << 40);
    InterlockedXor(D[i.yxz], (int64_t)i.z << 50);
    InterlockedExchange(A[i.y], u + 1, u);
    InterlockedCompareExchange(B[i.yx], s, 7, s);
    InterlockedCompareStore(C[i], u, 0xDEADBEEF00000000ull);
    Out[i.x + i.y * 8] = u + (uint64_t)s;
}
