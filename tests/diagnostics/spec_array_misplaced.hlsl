// A specialization constant sizes the arrays of groupshared, static and local
// variables only: not those of buffers' elements, parameters, struct fields,
// cbuffer members, stage variables or typedefs.
// EXPECT: PRISM3286 (10,20) struct field
// EXPECT: PRISM3286 (11,20) typedef
// EXPECT: PRISM3286 (12,36) cbuffer member
// EXPECT: PRISM3286 (13,9) a uniform global
// EXPECT: PRISM3286 (14,19) a parameter
[[vk::constant_id(0)]] const uint N = 4;
struct S { float f[N]; };
typedef float4 Row[N];
cbuffer C : register(b0) { float c[N]; };
float g[N];
float sum(float a[N]) { return a[0]; }
RWStructuredBuffer<float> Out : register(u1);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    float ok[N];
    ok[0] = 1;
    Out[0] = ok[0];
}
