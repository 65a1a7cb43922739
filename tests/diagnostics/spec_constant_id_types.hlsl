// Constants that share a SpecId take one value: they must have one type.
// EXPECT: PRISM3277 (4,36) float and int on id 4
[[vk::constant_id(4)]] const int A = 1;
[[vk::constant_id(4)]] const float B = 2.0;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = A + B; }
