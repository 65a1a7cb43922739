// ARGS: -T cs_6_2 -enable-16bit-types
// Native 16-bit types: float16_t, int16_t, uint16_t, half as 16 bits.
// glslang: rejects (no float16_t/int16_t/uint16_t names, nor uint to 16-bit conversions)
RWStructuredBuffer<float> Out : register(u0);
RWStructuredBuffer<uint> OutU : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float16_t a = (float16_t)id.x * (float16_t)0.5;
    half b = a + (half)1.0;
    float16_t2 v = float16_t2(a, b);
    int16_t i = (int16_t)id.x - (int16_t)100;
    uint16_t u = (uint16_t)id.x << 2;
    uint16_t2 uv = uint16_t2(u, u + 1);
    Out[id.x] = (float)(v.x * v.y);
    OutU[id.x] = (uint)(int)i + (uint)(uv.x ^ uv.y);
}
// WGSL: PRISM5201 (14,17) WGSL has no 16-bit integers
