// Constant expressions folded at compile time: in array sizes, static consts
// built from other consts, numthreads from a macro expression, intrinsics of constants.
static const uint kWidth = 4;
static const uint kHeight = kWidth * 2;
static const uint kCells = kWidth * kHeight;
static const float kPi = 3.14159265;
static const float kHalfPi = kPi / 2.0;
#define THREADS (kW * 16)
#define kW 4
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(THREADS, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float cells[kCells];
    for (uint i = 0; i < kCells; i++)
        cells[i] = (float)i;
    float c = sin(kHalfPi) + sqrt(16.0) + (float)(kCells % 5) + max(2, 3);
    Out[id.x] = cells[id.x % kCells] * c + (float)(1 << 4) + (float)(0xF0 >> 4);
}
