// A RWStructuredBuffer<T> and a ConstantBuffer<T> whose T nests a struct with
// a base struct inside arrays of another struct (issue 11, class 3). DXC's
// relaxed rule puts S1's float2 at offset 4 of S1, which straddles a 16-byte
// row when S1 starts at 8 (in S3 after S0): Vulkan forbids that ("improperly
// straddling vector at offset 12"). S1 is aligned to 16 instead.
struct S0 { float a; };
struct S1 : S0 { float2 b; };
struct P { float3 v; };
struct Q : P { int2 w; };
struct S3 : S0 { S1 inner; float2 d; Q q[2]; };

RWStructuredBuffer<S3> Rw : register(u0);
ConstantBuffer<S3> Cb : register(b1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S3 s = Cb;
    s.inner.b += s.q[1].w;
    s.q[id.x & 1].v = s.inner.a;
    Rw[id.x] = s;
    Rw[id.x + 64].q[1].w = int2(id.x, Cb.q[0].w.y);
}
