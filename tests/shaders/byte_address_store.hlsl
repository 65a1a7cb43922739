// RWByteAddressBuffer stores: Store, Store2, Store3, Store4, and loads from
// the same buffer. (Templated Store<T>: byte_address_templated.)
RWByteAddressBuffer Raw : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint base = id.x * 64;
    uint x = Raw.Load(base);
    Raw.Store(base, x + 1);
    Raw.Store2(base + 4, uint2(id.x, x));
    Raw.Store3(base + 12, uint3(1, 2, 3));
    Raw.Store4(base + 24, uint4(id.xyz, 9));
    Raw.Store(base + 40, asuint((float)id.x * 0.5));
    uint4 back = Raw.Load4(base + 24);
    Raw.Store2(base + 48, back.xy + back.zw);
}
