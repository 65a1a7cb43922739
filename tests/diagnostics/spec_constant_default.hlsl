// A specialization constant's default is written into the module: it must
// be a constant.
// EXPECT: PRISM3276 (5,39) not a constant
cbuffer P : register(b1) { uint n; };
[[vk::constant_id(0)]] const uint A = n + 1;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = A; }
