// ARGS: -T cs_6_2 -enable-16bit-types
// WGSL: PRISM5201 (22,11) 'i16' is a 16-bit integer type, which WGSL does not have (only f16 is 16-bit); use int or uint for the WGSL target
// 16-bit integer Load<T>/Store<T> of byte-address buffers (int16_t, uint16_t
// vectors, in structs): the half of the word that (address & 2) selects; the
// float ones: byte_address_16bit. WGSL has no 16-bit integers.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

struct Mixed {
    int16_t h;
    int16_t2 p;
    uint16_t3 u;
};

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int16_t s = In.Load<int16_t>(id.x * 2);
    int16_t2 h = In.Load<int16_t2>(64 + id.x * 4);
    int16_t3 t = In.Load<int16_t3>(128 + id.x * 6);
    Mixed m = In.Load<Mixed>(512 + id.x * 12);
    Out.Store<int16_t>(id.x * 2, s);
    Out.Store<int16_t2>(64 + id.x * 4, h + m.h);
    Out.Store<int16_t3>(128 + id.x * 6, t * m.p.y);
    m.u += (uint16_t)m.p.x;
    Out.Store<Mixed>(512 + id.x * 12, m);
}
