// Globals of struct types that hold resources (the offload-test-suite's
// Feature/ResourcesInStructs): each resource becomes a global of its own
// (a1.Buf, d[1].Buf, g.e.Out, g.Src), registers counted per class from the
// struct's (d[1].Buf is u11), [[vk::binding]] counted per resource, and
// those without a register take D3D's implicit ones (a2.Buf is u0); the
// struct global is a static of handles, resolved like any other.
struct A {
    RWStructuredBuffer<int> Buf;
    int twice(uint i) { return Buf[i] * 2; }
};

struct E { RWStructuredBuffer<int> Out; };
struct F { StructuredBuffer<int> Src; };
struct G : F { E e; };

[[vk::binding(5)]] A a1 : register(u5);
A a2;
A d[2] : register(u10);
G g : register(t3);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_GroupThreadID)
{
    a2.Buf[id.x] += a1.twice(id.x) + d[1].Buf[id.x] + g.Src[id.x];
    g.e.Out[id.x] = d[0].Buf[id.x];
}
