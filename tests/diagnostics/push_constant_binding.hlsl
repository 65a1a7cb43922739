// A push constant block is in no descriptor set: [[vk::binding]] on it is
// an error.
// EXPECT: PRISM3273 (4,22) vk::binding on a push constant
[[vk::push_constant, vk::binding(3)]] cbuffer Q { float q; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = q; }
