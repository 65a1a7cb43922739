// operator, overloaded: a, b is a.operator,(b), here collecting values.
// glslang: rejects (no operator overloading)
struct Acc
{
    float total;
    uint n;
    Acc operator,(float v) { Acc r; r.total = total + v; r.n = n + 1; return r; }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Acc a = { 0, 0 };
    Acc b = (a, 1.0f, 2.0f, (float)id.x);
    Out[id.x] = b.total / b.n;
}
