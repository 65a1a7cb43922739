// ARGS: -T cs_6_2 -enable-16bit-types
// 16-bit float Load<T>/Store<T> of byte-address buffers: the half of the
// 32-bit word that (address & 2) selects; stores clear and set their half with
// atomic AND/OR so the neighbouring half is never clobbered (two threads, one
// word). The 16-bit integers (no WGSL): byte_address_16bit_int.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

struct Mixed {
    half h;
    half2 p;
    float f;
};

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half s = In.Load<half>(id.x * 2);
    half2 h = In.Load<half2>(64 + id.x * 4);
    half3 t = In.Load<half3>(128 + id.x * 6);
    Mixed m = In.Load<Mixed>(512 + id.x * 12);
    Out.Store<half>(id.x * 2, s);
    Out.Store<half2>(64 + id.x * 4, h + m.h);
    Out.Store<half3>(128 + id.x * 6, t * m.p.y);
    m.f += (float)m.p.x;
    Out.Store<Mixed>(512 + id.x * 12, m);
}
