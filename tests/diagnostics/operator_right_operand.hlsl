// EXPECT: PRISM3502 (15,15) invalid operands to binary '*' ('literal float' and 'S')
// 2.0 * s looks for operator* on float: HLSL 2021 has only member
// operators, so a struct on the right alone finds none.
struct S
{
    float v;
    S operator*(float k) { S r = { v * k }; return r; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S a = { 1 };
    S b = 2.0 * a;
    Out[0] = b.v;
}
