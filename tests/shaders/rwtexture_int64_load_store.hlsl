// ARGS: -T cs_6_6
// glslang: rejects (its HLSL front end has no 64-bit texels: "basic type in texture: Unimplemented")
// RWTexture1DArray<uint64_t>, RWTexture2D<int64_t>, RWTexture3D<uint64_t>:
// whole 64-bit texels read (OpImageRead of a 4-vector of 64-bit ints, the
// first kept) and written (padded with zeros), GetDimensions, and a texel
// picked by a 64-bit computation. DXC's storage formats: R64ui / R64i.
// MSL: PRISM5570 MSL 2.4 has no 64-bit textures
// WGSL: PRISM5390 WebGPU has no 64-bit texels
// WGSL: PRISM5231 nor 1D array textures
// WGSL: PRISM5200 nor 64-bit integers
RWTexture1DArray<uint64_t> A : register(u0);
RWTexture2D<int64_t> B : register(u1);
RWTexture3D<uint64_t> C : register(u2);

[shader("compute")]
[numthreads(4, 4, 4)]
void main(uint3 i : SV_DispatchThreadID)
{
    uint w, h, d;
    C.GetDimensions(w, h, d);
    uint64_t key = A[i.xy] ^ ((uint64_t)w << 40);
    B[i.xy] = (int64_t)(key >> 1) - B[i.yx];
    C[uint3(key & 3, i.yz)] = key * 0x100000001ull + (uint64_t)(h * d);
    A[uint2(i.z, 1)] = C[i] >> 32;
}
