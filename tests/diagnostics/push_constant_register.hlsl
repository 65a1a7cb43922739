// A push constant block is in no descriptor set: register() on it is an
// error.
// EXPECT: PRISM3273 (5,55) register on a push constant
struct P { float x; };
[[vk::push_constant]] ConstantBuffer<P> pc : register(b0);
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = pc.x; }
