// class is struct by another keyword in HLSL: fields, methods, static
// members, a base, initializer lists.
// glslang: rejects (class methods)
class Accum
{
    float sum;
    uint n;
    void add(float v) { sum += v; n += 1; }
    float mean() { return n ? sum / n : 0; }
    static Accum empty() { Accum a = { 0, 0 }; return a; }
};

class Weighted : Accum
{
    float w;
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Accum a = Accum::empty();
    for (uint i = 0; i <= id.x; i++)
        a.add(i);
    Weighted w = { 1, 2, 0.5 };
    Out[id.x] = a.mean() + w.mean() * w.w;
}
