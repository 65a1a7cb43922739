// Constants as template arguments: static consts, enumerators, sizeof and
// arithmetic on them; the same value gives the same instance.
// glslang: rejects (no templates)
static const uint Width = 4;
enum { Height = 3 };

template<uint N>
struct Buf
{
    float v[N];
    static const uint size = N;
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Buf<Width * Height> a;
    Buf<12> b;                        /* the same type as a */
    Buf<sizeof(float4) / 4> c;
    a.v[0] = id.x;
    b = a;
    c.v[3] = b.v[0];
    Out[id.x] = Buf<Width * Height>::size + Buf<12>::size + c.size + (uint)c.v[3];
}
