// ARGS: -T cs_6_0 -E main
// One register per class: two of one class, or a register beside a
// packoffset, cannot be told apart.
// EXPECT: PRISM2063 (8,46) a declaration can have one register() per register class
// EXPECT: PRISM2063 (9,49) a declaration can have one register() per register class
struct S { RWBuffer<int> a; StructuredBuffer<int> b; };

S s : register(u1) : register(t1) : register(u4);
cbuffer C { float k : packoffset(c0) : register(c1); };

[numthreads(1, 1, 1)]
void main() {}
