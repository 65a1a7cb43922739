// [[vk::push_constant]] on a variable that is no struct, ConstantBuffer<T>
// or cbuffer (DXC: global variables of struct type only).
// EXPECT: PRISM3271 (5,3) a float push constant
// EXPECT: PRISM3271 (6,3) a tbuffer
[[vk::push_constant]] float gScale;
[[vk::push_constant]] tbuffer T : register(t1) { float t; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = gScale + t; }
