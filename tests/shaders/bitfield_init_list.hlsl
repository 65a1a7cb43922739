// An initializer list gives each bit-field a scalar of its own; the
// values are masked to their widths and combined into their unit.
// glslang: rejects (bit-fields)
struct Rgb565
{
    uint b : 5;
    uint g : 6;
    uint r : 5;
    uint alpha;
};

struct Pair
{
    Rgb565 c0;
    Rgb565 c1;
};

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Rgb565 c = { 31, 63, id.x, 255 };
    Pair p = { { 1, 2, 3, 4 }, { 40, 70, 33, 5 } }; /* masked: 8, 6, 1 */
    Out[id.x] = c.r + c.g + c.b + c.alpha + p.c1.b + p.c1.g + p.c1.r + p.c0.alpha;
}
