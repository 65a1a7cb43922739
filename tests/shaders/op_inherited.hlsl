// An operator declared in a base struct applies to the derived one (the
// left operand converts to the base it is called on).
// glslang: rejects (no operator overloading)
struct Amount
{
    float value;
    float operator+(float x) { return value + x; }
    bool operator<(Amount o) { return value < o.value; }
};

struct Price : Amount
{
    uint currency;
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Price p;
    p.value = id.x * 2.5;
    p.currency = 1;
    Amount cap = { 10 };
    float r = (p < cap) ? p + 1.0 : cap + 0.0;
    Out[id.x] = r + p.currency;
}
