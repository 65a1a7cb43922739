// EXPECT: PRISM3528 (9,14) use of undeclared function 'hlsl::sin'
// hlsl::sin is HLSL 202x's (DXC: "no member named 'sin' in namespace
// 'hlsl'" before it); ::sin and sin always work.
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = hlsl::sin(0.5) + ::sin(0.5);
}
