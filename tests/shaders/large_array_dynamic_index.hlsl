// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// A large function-local array (256 floats) written and read with dynamic
// indices (a Function-storage array, not registers).
RWStructuredBuffer<float> Out : register(u0);
StructuredBuffer<uint> Indices : register(t0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float table[256];
    for (uint i = 0; i < 256; i++)
        table[i] = (float)(i * i) * 0.5;
    uint k = Indices[id.x] & 255;
    table[k] += 1.0;
    table[(k * 7) & 255] = table[k] * 2.0;
    float sum = 0.0;
    for (uint j = 0; j < 8; j++)
        sum += table[(k + j * 31) & 255];
    Out[id.x] = sum;
}
