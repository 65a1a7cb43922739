// Three levels of structs, each adding fields and methods; the grandchild
// calls up the chain and converts to each ancestor.
// glslang: rejects (no struct inheritance)
struct A
{
    float a;
    float get_a() { return a; }
};

struct B : A
{
    float b;
    float sum_b() { return get_a() + b; }
};

struct C : B
{
    float c;
    float sum_c() { return sum_b() + c; }
};

float of_a(A x) { return x.a * 10; }
float of_b(B x) { return x.sum_b() * 100; }

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    C c;
    c.a = 1;
    c.b = 2;
    c.c = id.x;
    Out[id.x] = c.sum_c() + of_a(c) + of_b(c);
}
