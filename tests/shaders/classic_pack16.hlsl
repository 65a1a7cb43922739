// ARGS: -T cs_6_6 -enable-16bit-types
// pack_* of 16-bit vectors and unpack_*16 (SM 6.6 with native 16-bit types).
// WGSL: PRISM5201 WGSL has no 16-bit integers
RWStructuredBuffer<uint4> U : register(u0);
StructuredBuffer<uint4> In : register(t1);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 v = In[id.x];
    uint16_t4 a = uint16_t4(v);
    int16_t4 b = int16_t4(v);
    U[0] = uint4(pack_u8(a), pack_s8(b), pack_clamp_u8(b), pack_clamp_s8(b));
    U[1] = uint4(unpack_u8u16(v.x)) + uint4(unpack_s8s16(v.y));
}
