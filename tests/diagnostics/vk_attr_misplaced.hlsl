// A Vulkan attribute where it does not apply is an error at the attribute
// (DXC: "attribute only applies to ..."), never silently ignored.
// EXPECT: PRISM3270 (13,3) vk::location on a global
// EXPECT: PRISM3270 (14,3) vk::offset on a global
// EXPECT: PRISM3270 (18,7) vk::push_constant on a field
// EXPECT: PRISM3270 (20,3) vk::builtin on a cbuffer
// EXPECT: PRISM3270 (21,3) vk::offset on a function
// EXPECT: PRISM3270 (26,7) vk::location on a local
// EXPECT: PRISM3270 (27,7) vk::constant_id on a local
// EXPECT: PRISM3270 (28,7) vk::index on a statement
// EXPECT: PRISM3270 (33,3) vk::LocalSizeId on a global
// EXPECT: PRISM3270 (34,12) vk::input_attachment_index on a parameter
[[vk::location(0)]] static float gA;
[[vk::offset(4)]] static float gB;
RWStructuredBuffer<float> Out : register(u0);
struct S
{
    [[vk::push_constant]] float f;
};
[[vk::builtin("PointSize")]] cbuffer D : register(b2) { float d; };
[[vk::offset(4)]] float helper() { return gA + gB; }
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    [[vk::location(1)]] float a = 1;
    [[vk::constant_id(2)]] const float b = 2;
    [[vk::index(1)]] if (a > b) a = b;
    S s;
    s.f = a;
    Out[0] = a + d + s.f + helper();
}
[[vk::LocalSizeId(1, 1, 1)]] static float gC;
float f2([[vk::input_attachment_index(0)]] float x) { return x + gC; }
