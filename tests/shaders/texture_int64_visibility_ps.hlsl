// ARGS: -T ps_6_6
// glslang: rejects (its HLSL front end has no 64-bit texels: "basic type in texture: Unimplemented")
// A visibility buffer in a pixel shader: InterlockedMax of depth << 32 |
// primitive id into a RWTexture2D<uint64_t> passed to a helper function
// (a resource as a value), and a Texture2D<uint64_t> of the previous frame
// read back and unpacked.
// MSL: PRISM5570 MSL 2.4 has no 64-bit textures
// WGSL: PRISM5390 WebGPU has no 64-bit texels
// WGSL: PRISM5200 nor 64-bit integers
RWTexture2D<uint64_t> Visibility : register(u1);
Texture2D<uint64_t> Previous : register(t0);

void write_visibility(RWTexture2D<uint64_t> vis, uint2 pixel, float depth, uint id)
{
    uint64_t packed = ((uint64_t)asuint(depth) << 32) | id;
    InterlockedMax(vis[pixel], packed);
}

[shader("pixel")]
float4 main(float4 pos : SV_Position, uint prim : SV_PrimitiveID) : SV_Target
{
    uint2 pixel = uint2(pos.xy);
    write_visibility(Visibility, pixel, pos.z, prim);
    uint64_t old = Previous[pixel];
    return float4(asfloat((uint)(old >> 32)), (float)(uint)(old & 0x7F), 0, 1);
}
