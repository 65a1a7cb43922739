// Signed bit-fields read back sign-extended (int d : 5 holding -3), and
// bool and 64-bit ones.
// WGSL: PRISM5200 WGSL has no 64-bit integers
// glslang: rejects (bit-fields)
struct Fields
{
    int d : 5;
    int e : 11;
    bool on : 1;
    uint64_t big : 40;
    uint64_t rest : 24;
};

RWStructuredBuffer<int> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Fields f = (Fields)0;
    f.d = -3 - (int)id.x;
    f.e = -1000;
    f.on = id.x > 2;
    f.big = 0xFFFFFFFFFFull;
    f.rest = 7;
    Out[id.x] = f.d * 1000 + f.e + (f.on ? 1 : 0) + (int)(f.big >> 36) + (int)f.rest;
}
