// Vulkan takes one push constant block per entry point (DXC: "At most one
// variable can be marked as push_constant in a shader").
// EXPECT: PRISM3272 (7,25) the second block
struct A { float a; };
struct B { float b; };
[[vk::push_constant]] A pa;
[[vk::push_constant]] B pb;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = pa.a + pb.b; }
