// An array whose length a specialization constant sets is only indexed: it
// is not copied, passed, returned or initialized whole (its length is not
// known when the shader is compiled).
// EXPECT: PRISM3287 (18,21) initialized
// EXPECT: PRISM3287 (20,5) assigned to whole
// EXPECT: PRISM3287 (20,12) assigned whole
// EXPECT: PRISM3287 (21,20) passed whole
// EXPECT: PRISM3287 (23,20) an inner array indexed by nothing
[[vk::constant_id(0)]] const uint N = 4;
RWStructuredBuffer<float> Out : register(u0);
groupshared float tile[N];
static float copy[N];
float first(float a[4]) { return a[0]; }
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    float init[N] = {1, 2, 3, 4};
    float two[N][2];
    copy = tile;
    Out[0] = first(tile);
    float row[2] = two[0];
    float bad[2] = two;
    Out[1] = row[1] + tile[3] + two[N - 1][1];
}
