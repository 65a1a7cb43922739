// EXPECT: PRISM3161 (5,3) overloading non-member 'operator*' is not allowed in HLSL 2021; declare it as a method of its left operand's struct, or compile with -HV 202x
// In HLSL 2021 an operator is a member of its left operand's struct
// (DXC: "overloading non-member 'operator*' is not allowed"; 202x allows it).
struct S { float v; };
S operator*(float k, S s) { S r = { k * s.v }; return r; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
