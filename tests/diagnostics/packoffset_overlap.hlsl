// packoffset values that put two members on one byte: no Vulkan layout
// holds them (reported by the SPIR-V writer, which checks every block).
// EXPECT: PRISM5060 the block C (no position)
cbuffer C : register(b1) { float4 a : packoffset(c0); float b : packoffset(c0.y); };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { Out[0] = a.x + b; }
