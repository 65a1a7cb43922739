// [[vk::constant_id]] needs a global const scalar with a value (DXC: global
// constants of boolean, integer or float types).
// EXPECT: PRISM3274 (8,3) static
// EXPECT: PRISM3274 (9,3) not const
// EXPECT: PRISM3274 (10,3) no value
// EXPECT: PRISM3275 (11,37) a vector
// EXPECT: PRISM3081 (12,19) a negative id
[[vk::constant_id(0)]] static const int A = 1;
[[vk::constant_id(1)]] int B = 2;
[[vk::constant_id(2)]] const int C;
[[vk::constant_id(3)]] const float2 D = float2(1, 2);
[[vk::constant_id(-5)]] const int F = 1;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = A + B + C + D.x + F; }
