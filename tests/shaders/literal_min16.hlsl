// min16float and min16int are 32 bits with relaxed precision (without
// -enable-16bit-types): arithmetic on them keeps the relaxed type, and
// literals meeting them adopt it.
// glslang: rejects (min16 precision decorations differ)
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    min16float a = 0.5 + id.x;
    min16float b = a * 2 - 0.25;
    min16int i = 3;
    min16int j = i * (min16int)id.x;
    min16uint u = 7;
    Out[id.x] = b + j + u;
}
