// A specialization constant is no constant expression: an array length or a
// [numthreads] argument may be the constant alone, not an expression of it.
// And a size is an int or a uint.
// EXPECT: PRISM3288 (12,25) N * 2
// EXPECT: PRISM3289 (13,22) a float size
// EXPECT: PRISM3288 (15,13) an expression
// EXPECT: PRISM3289 (21,13) a bool axis
[[vk::constant_id(0)]] const uint N = 4;
[[vk::constant_id(1)]] const float F = 4;
[[vk::constant_id(2)]] const bool B = true;
RWStructuredBuffer<float> Out : register(u0);
groupshared float twice[N * 2];
groupshared float fl[F];
[shader("compute")]
[numthreads(N + 1, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Out[gi] = 1;
}
[shader("compute")]
[numthreads(B, 1, 1)]
void other() { Out[1] = 0; }
