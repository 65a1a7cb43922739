// ARGS: -T cs_6_6
// dst, lit, msad4, D3DCOLORtoUBYTE4, dot2add, dot4add_*, pack_* / unpack_* (SM 6.6):
// built from plain IR ops (lower_classic_intrinsics.c), so every target has them.
RWStructuredBuffer<uint4> U : register(u0);
RWStructuredBuffer<float4> F : register(u1);
StructuredBuffer<uint4> In : register(t2);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 v = In[id.x];
    float4 f = asfloat(v);
    F[0] = dst(f, f.wzyx);
    F[1] = lit(f.x, f.y, f.z);
    U[0] = msad4(v.x, v.yz, v);
    U[1] = asuint(D3DCOLORtoUBYTE4(f));
    F[2].x = dot2add(f.xy, f.zw, f.x);
    U[2] = uint4(dot4add_u8packed(v.x, v.y, v.z), asuint(dot4add_i8packed(v.x, v.y, (int)v.w)), 0, 0);
    uint8_t4_packed p = pack_u8(v);
    int8_t4_packed q = pack_s8(int4(v));
    U[3] = uint4(p, q, pack_clamp_u8(int4(v)), pack_clamp_s8(int4(v)));
    U[4] = unpack_u8u32(p) + asuint(unpack_s8s32(q));
}
