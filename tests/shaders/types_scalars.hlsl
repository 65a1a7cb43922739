// Scalar types: bool, int, uint, dword, float, and their literals.
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<float> OutF : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool b = id.x > 3;
    int i = -7 + (int)id.x;
    uint u = 0xFFu - id.x;
    dword d = 017;          // octal
    float f = 1.5f + 2.0e-1 + .25;
    float g = 3.;
    Out[id.x * 4 + 0] = b ? 1u : 0u;
    Out[id.x * 4 + 1] = (uint)i;
    Out[id.x * 4 + 2] = u + d;
    Out[id.x * 4 + 3] = true ? 10u : 20u;
    OutF[id.x] = f * g + (float)i;
}
