// ARGS: -T cs_6_0 -HV 2021
// Struct member functions (methods reading and writing 'this' members,
// calling each other) and static member functions.
// glslang: rejects (a method returning its own struct type)
struct Counter
{
    uint count;
    float total;

    void Add(float v)
    {
        count += 1;
        total += v;
    }
    float Mean()
    {
        return count > 0 ? total / (float)count : 0.0;
    }
    static Counter Make()
    {
        Counter c;
        c.count = 0;
        c.total = 0.0;
        return c;
    }
};
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Counter c = Counter::Make();
    for (uint i = 0; i <= id.x % 5; i++)
        c.Add((float)i);
    Out[id.x] = c.Mean() + (float)c.count;
}
