// Literals: decimal, hex, octal, u/U/l/L suffixes, float forms (1., .5, 1e3,
// 1.5e-3f, h, l suffix double), true/false; literal int and float types in expressions.
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> OutF : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = 42 + 0x2A + 052 + 42u + 42U;
    int b = -2147483647 - 1;
    uint c = 0xFFFFFFFF;
    float d = 1. + .5 + 1e3 + 1.5e-3f + 2.5E+2 + 0.5h;
    double e = 1.0l / 3.0;
    bool t = true, f = false;
    Out[id.x] = a + (uint)b + c + (t ? 1u : 0u) + (f ? 2u : 0u);
    OutF[id.x] = d + (float)e + 3 / 2 + 3.0 / 2;
}
