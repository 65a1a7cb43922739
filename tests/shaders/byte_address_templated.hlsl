// ARGS: -T cs_6_2  -fvk-u-shift 16 all
// Templated ByteAddressBuffer Load<T> and RWByteAddressBuffer Store<T> of
// scalars, vectors, arrays-free structs and matrices (SM 6.2).
// glslang: rejects (no templated Load<T>/Store<T>)
struct Rec { float2 a; uint b; };
ByteAddressBuffer Raw : register(t0);
RWByteAddressBuffer Dst : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint base = id.x * 64;
    float f = Raw.Load<float>(base);
    float3 v = Raw.Load<float3>(base + 4);
    Rec r = Raw.Load<Rec>(base + 16);
    float2x2 m = Raw.Load<float2x2>(base + 32);
    r.a += v.xy * f;
    Dst.Store<Rec>(base, r);
    Dst.Store<float2x2>(base + 16, m);
    Dst.Store<uint>(base + 32, r.b + asuint(v.z));
    Dst.Store<float4>(base + 48, float4(v, f));
}
