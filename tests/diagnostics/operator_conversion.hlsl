// EXPECT: PRISM2100 (6,5) conversion operator 'operator float4' is not supported in HLSL; write a method that returns it, such as 'float4 Convert()'
// Conversion operators are not supported in HLSL (DXC's message).
struct S
{
    float4 f;
    operator float4() { return f; }
};
RWStructuredBuffer<float4> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
